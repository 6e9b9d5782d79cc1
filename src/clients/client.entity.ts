import { Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';

/** `clients`: an owner's clients; exactly one of them is the owner's General client. */
@Entity('clients')
@Unique('clients_owner_id_id_key', ['ownerId', 'id'])
@Index('clients_one_general_idx', ['ownerId'], { unique: true, where: 'is_general' })
// synchronize: false: the index is (owner_id, lower(name)), and a TypeORM index holds columns, not
// expressions (TypeORM reads it back as an index on owner_id alone). TypeORM leaves it as the migration made it.
@Index('clients_owner_name_idx', { synchronize: false })
export class ClientEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'clients_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'clients_owner_id_fkey' })
  ownerId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  color!: string;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'is_general', type: 'boolean', default: false })
  isGeneral!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ type: 'boolean', default: false })
  archived!: boolean;
}
