import { Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';

/** `labels`: an owner's labels. */
@Entity('labels')
@Unique('labels_owner_id_id_key', ['ownerId', 'id'])
// synchronize: false: the index is (owner_id, lower(name)), and a TypeORM index holds columns, not
// expressions (TypeORM reads it back as an index on owner_id alone). TypeORM leaves it as the migration made it.
@Index('labels_owner_name_idx', { synchronize: false })
export class LabelEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'labels_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'labels_owner_id_fkey' })
  ownerId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  color!: string | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ type: 'boolean', default: false })
  archived!: boolean;
}
