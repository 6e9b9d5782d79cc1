import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `auth_throttle`: sign-in attempts per key and window, shared by every replica. */
@Entity('auth_throttle')
@Index('auth_throttle_window_idx', ['windowStart'])
export class AuthThrottleEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'auth_throttle_pkey' })
  key!: string;

  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart!: Date;

  @Column({ type: 'integer' })
  attempts!: number;
}
