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

  /**
   * The owner's receipt for `key`, read on its own (the MCP tools' retry matching): the same
   * statement as {@link lookup}'s.
   */
  async find(key: string): Promise<Receipt | null> {
    const read = this.lookup(key);
    const { rows } = await this.db.query<Receipt>(read.sql, read.params);
    return rows[0] ?? null;
  }

  /** Stores the receipt at commit, in the statement that also writes the command's change events. */
  insertAtCommit(key: string, receipt: Receipt): void {
    const values = [RequestContext.ownerId(), key, receipt.fingerprint, receipt.status, receipt.body, receipt.etag, receipt.location];
    this.db.atCommit({
      sql: (bind, name) => ({
        ctes: [
          `${name('receipt')} AS (INSERT INTO command_receipts (owner_id, idempotency_key, fingerprint, status, body, etag, location)
             VALUES (${values.map(bind).join(', ')}))`,
        ],
      }),
    });
  }

  /** Receipts are kept at least seven days; this removes those past eight. */
  async prune(): Promise<number> {
    const { rowCount } = await this.db.query(`DELETE FROM command_receipts WHERE created_at < now() - interval '8 days'`);
    return rowCount;
  }
}
