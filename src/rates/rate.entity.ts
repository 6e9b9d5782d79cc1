import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/**
 * `rates`: the owner's hourly rates. A rate's scope is at most one of client, project or task (none:
 * the owner's default); one rate per scope and effective instant (NULL: since always).
 */
@Entity('rates')
@Unique('rates_owner_id_id_key', ['ownerId', 'id'])
@Check('rates_hourly_rate_check', 'hourly_rate >= 0')
@Check('rates_check', 'num_nonnulls(client_id, project_id, task_id) <= 1')
@ForeignKey('clients', ['ownerId', 'clientId'], ['ownerId', 'id'], { name: 'rates_owner_id_client_id_fkey' })
@ForeignKey('projects', ['ownerId', 'projectId'], ['ownerId', 'id'], { name: 'rates_owner_id_project_id_fkey' })
@ForeignKey('tasks', ['ownerId', 'taskId'], ['ownerId', 'id'], { name: 'rates_owner_id_task_id_fkey' })
// synchronize: false: the index is UNIQUE (owner_id, client_id, project_id, task_id, effective_from_ns)
// NULLS NOT DISTINCT (two "since always" rates of one scope collide too), and TypeORM 0.3's indexes
// have no NULLS NOT DISTINCT. TypeORM leaves it as the migration made it.
@Index('rates_owner_scope_effective_idx', { synchronize: false })
@Index('rates_owner_client_idx', ['ownerId', 'clientId'], { where: 'client_id IS NOT NULL' })
@Index('rates_owner_project_idx', ['ownerId', 'projectId'], { where: 'project_id IS NOT NULL' })
@Index('rates_owner_task_idx', ['ownerId', 'taskId'], { where: 'task_id IS NOT NULL' })
export class RateEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'rates_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'rates_owner_id_fkey' })
  ownerId!: string;

  @Column({ name: 'client_id', type: 'uuid', nullable: true })
  clientId!: string | null;

  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId!: string | null;

  @Column({ name: 'task_id', type: 'uuid', nullable: true })
  taskId!: string | null;

  /** A decimal in canonical form, 0..999999999.9999 (`pg` reads numeric as a string: exact). */
  @Column({ name: 'hourly_rate', type: 'numeric', precision: 13, scale: 4 })
  hourlyRate!: string;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ name: 'effective_from_ns', type: 'bigint', nullable: true, transformer: BIGINT })
  effectiveFromNs!: bigint | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
