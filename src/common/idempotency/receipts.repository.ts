import { Injectable } from '@nestjs/common';
import { RequestContext } from '../request-context';
import { Database, OpeningRead } from '../../db/database';
import { SerializedResponse } from '../http/response-writer';

export interface Receipt extends SerializedResponse {
  fingerprint: string;
}

@Injectable()
export class ReceiptsRepository {
  constructor(private readonly db: Database) {}

  /** The receipt's read, for a command to send in its transaction's first round trip (rows: Receipt). */
  lookup(key: string): OpeningRead {
    return {
      sql: 'SELECT fingerprint, status, body, etag, location FROM command_receipts WHERE owner_id = $1 AND idempotency_key = $2',
      params: [RequestContext.ownerId(), key],
    };
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
