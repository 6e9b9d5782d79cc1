import { Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';

/** `projects`: an owner's projects, each under one of the owner's clients. */
@Entity('projects')
@Unique('projects_owner_id_id_key', ['ownerId', 'id'])
@ForeignKey('clients', ['ownerId', 'clientId'], ['ownerId', 'id'], { name: 'projects_owner_id_client_id_fkey' })
@Index('projects_owner_client_idx', ['ownerId', 'clientId'])
// synchronize: false: the index is (owner_id, lower(name)), and a TypeORM index holds columns, not
// expressions (TypeORM reads it back as an index on owner_id alone). TypeORM leaves it as the migration made it.
@Index('projects_owner_name_idx', { synchronize: false })
export class ProjectEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'projects_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'projects_owner_id_fkey' })
  ownerId!: string;

  @Column({ type: 'text' })
  name!: string;

  /** NULL only in legacy rows from before clients (the start-up backfill attaches them to General). */
  @Column({ name: 'client_id', type: 'uuid', nullable: true })
  clientId!: string | null;

  @Column({ type: 'text', nullable: true })
  icon!: string | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ type: 'boolean', default: false })
  archived!: boolean;

  /** The billable flag a new activity of this project starts with. */
  @Column({ name: 'billable_by_default', type: 'boolean', default: false })
  billableByDefault!: boolean;
}
