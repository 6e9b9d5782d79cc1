import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * `admin_settings`: the one row (id 1, made by the migration) of central settings. The mail
 * password is kept apart from `saved`, so no read of `saved` can carry it.
 */
@Entity('admin_settings')
@Check('admin_settings_id_check', 'id = 1')
export class AdminSettingsEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'admin_settings_pkey' })
  id!: number;

  @Column({ type: 'jsonb' })
  saved!: Record<string, unknown>;

  @Column({ name: 'mail_password', type: 'text', nullable: true })
  mailPassword!: string | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
