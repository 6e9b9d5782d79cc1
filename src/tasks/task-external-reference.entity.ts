import { Column, Entity, ForeignKey, Generated, Index, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `task_external_references`: a task's links to issues of external providers; unlinked ones stay as history. */
@Entity('task_external_references')
@ForeignKey('tasks', ['ownerId', 'taskId'], ['ownerId', 'id'], {
  name: 'task_external_references_owner_id_task_id_fkey',
  onDelete: 'CASCADE',
})
@Index('task_external_references_identity_idx', ['ownerId', 'identityHash'], { unique: true, where: 'unlinked_at IS NULL' })
@Index('task_external_references_task_idx', ['ownerId', 'taskId'])
export class TaskExternalReferenceEntity {
  /** bigserial: the sequence task_external_references_id_seq. */
  @PrimaryColumn({ type: 'bigint', primaryKeyConstraintName: 'task_external_references_pkey', transformer: BIGINT })
  @Generated('increment')
  id!: bigint;

  @Column({ name: 'owner_id', type: 'text' })
  ownerId!: string;

  @Column({ name: 'task_id', type: 'uuid' })
  taskId!: string;

  @Column({ name: 'provider_id', type: 'text' })
  providerId!: string;

  @Column({ name: 'repository_id', type: 'text' })
  repositoryId!: string;

  @Column({ name: 'external_id', type: 'text' })
  externalId!: string;

  /** SHA-256 of the identity (its parts are too long for a btree entry). */
  @Column({ name: 'identity_hash', type: 'bytea' })
  identityHash!: Buffer;

  @Column({ name: 'linked_at', type: 'timestamptz', default: () => 'now()' })
  linkedAt!: Date;

  @Column({ name: 'unlinked_at', type: 'timestamptz', nullable: true })
  unlinkedAt!: Date | null;
}
