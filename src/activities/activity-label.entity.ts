import { Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** `activity_labels`: the label set of each activity record. */
@Entity('activity_labels')
@ForeignKey('activities', ['ownerId', 'activityId'], ['ownerId', 'id'], {
  name: 'activity_labels_owner_id_activity_id_fkey',
  onDelete: 'CASCADE',
})
@ForeignKey('labels', ['ownerId', 'labelId'], ['ownerId', 'id'], { name: 'activity_labels_owner_id_label_id_fkey' })
@Index('activity_labels_owner_label_idx', ['ownerId', 'labelId'])
export class ActivityLabelEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'text', primaryKeyConstraintName: 'activity_labels_pkey' })
  ownerId!: string;

  @PrimaryColumn({ name: 'activity_id', type: 'uuid', primaryKeyConstraintName: 'activity_labels_pkey' })
  activityId!: string;

  @PrimaryColumn({ name: 'label_id', type: 'uuid', primaryKeyConstraintName: 'activity_labels_pkey' })
  labelId!: string;
}
