import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * `server_secrets`: server-wide secrets made once and kept in the database (the cursor MAC key),
 * read at start-up by `db/db.module.ts` (`ServerSecrets`). It belongs to no feature module.
 */
@Entity('server_secrets')
export class ServerSecretEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'server_secrets_pkey' })
  name!: string;

  @Column({ type: 'bytea' })
  secret!: Buffer;
}
