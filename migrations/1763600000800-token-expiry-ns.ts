import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A personal token's `expiresAt` as the client sent it, to the nanosecond (timestamptz stops at
 * microseconds). `expires_at` stays the enforced value: the exact instant rounded down to the
 * microsecond, so a token never outlives what its owner asked for. NULL in rows from before, whose
 * `expires_at` is then the whole truth.
 */
export class TokenExpiryNs1763600000800 implements MigrationInterface {
  name = 'TokenExpiryNs1763600000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE personal_tokens ADD COLUMN expires_at_ns bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE personal_tokens DROP COLUMN expires_at_ns`);
  }
}
