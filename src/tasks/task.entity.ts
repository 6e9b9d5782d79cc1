import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';

/** `tasks`: an owner's tasks, optionally in a project and under a parent task (subtasks). */
@Entity('tasks')
@Unique('tasks_owner_id_id_key', ['ownerId', 'id'])
@Check('tasks_check', 'parent_task_id IS NULL OR parent_task_id <> id')
@ForeignKey('projects', ['ownerId', 'projectId'], ['ownerId', 'id'], { name: 'tasks_owner_id_project_id_fkey' })
@ForeignKey('tasks', ['ownerId', 'parentTaskId'], ['ownerId', 'id'], { name: 'tasks_owner_id_parent_task_id_fkey' })
@Index('tasks_owner_project_idx', ['ownerId', 'projectId'])
@Index('tasks_owner_parent_idx', ['ownerId', 'parentTaskId'])
export class TaskEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'tasks_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'tasks_owner_id_fkey' })
  ownerId!: string;

  @Column({ type: 'text' })
  summary!: string;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId!: string | null;

  @Column({ name: 'parent_task_id', type: 'uuid', nullable: true })
  parentTaskId!: string | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ type: 'boolean', default: false })
  archived!: boolean;
}
