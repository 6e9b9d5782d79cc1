import { Injectable } from '@nestjs/common';
import { RequestContext } from '../request-context';
import { Database } from '../../db/database';
import { SerializedResponse } from '../http/response.interceptor';

export interface Receipt extends SerializedResponse {
  fingerprint: string;
}

@Injectable()
export class ReceiptsRepository {
  constructor(private readonly db: Database) {}

  async find(key: string): Promise<Receipt | null> {
    const { rows } = await this.db.query<{ fingerprint: string; status: number; body: string; etag: string; location: string | null }>(
      'SELECT fingerprint, status, body, etag, location FROM command_receipts WHERE owner_id = $1 AND idempotency_key = $2',
      [RequestContext.ownerId(), key],
    );
    return rows[0] ?? null;
  }

  async insert(key: string, receipt: Receipt): Promise<void> {
    await this.db.query(
      `INSERT INTO command_receipts (owner_id, idempotency_key, fingerprint, status, body, etag, location)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [RequestContext.ownerId(), key, receipt.fingerprint, receipt.status, receipt.body, receipt.etag, receipt.location],
    );
  }

  /** Receipts are kept at least seven days; this removes those past eight. */
  async prune(): Promise<number> {
    const { rowCount } = await this.db.query(`DELETE FROM command_receipts WHERE created_at < now() - interval '8 days'`);
    return rowCount;
  }
}
