import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `rate_limit_counters`: requests per credential and window, shared by every replica. */
@Entity('rate_limit_counters')
@Index('rate_limit_counters_window_idx', ['windowStart'])
export class RateLimitCounterEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'rate_limit_counters_pkey' })
  key!: string;

  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart!: Date;

  @Column({ type: 'integer' })
  requests!: number;
}
