import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Problem } from '../common/http/problem';
import { ServerSecrets } from '../db/db.module';
import { UndoRecord } from './dto/imports.dto';

/** What an undo token carries: the records the preview showed, with their versions and states. */
export interface PlannedUndo {
  id: string;
  version: number;
  state: string;
}

/**
 * The tokens a preview hands out and its commit must bring back (a batch's previewToken, an undo's
 * undoToken): MACs under the server's secret, compared in constant time.
 */
@Injectable()
export class ImportTokens {
  constructor(private readonly secrets: ServerSecrets) {}

  /** Binds a batch's preview to the job, the index, the input and the rows it showed. */
  batchToken(bound: string): string {
    return this.mac(`batch:${bound}`);
  }

  undoToken(jobId: string, records: UndoRecord[]): string {
    const payload = Buffer.from(JSON.stringify({ j: jobId, r: records.map((r) => [r.id, r.version, r.state]) }), 'utf8').toString(
      'base64url',
    );
    return `${payload}.${this.mac(`undo:${payload}`)}`;
  }

  readUndoToken(jobId: string, token: string): PlannedUndo[] {
    const [payload, mac] = token.split('.');
    if (!payload || !mac || !sameToken(mac, this.mac(`undo:${payload}`)))
      throw Problem.validation('The undoToken is not one this service issued');
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { j: string; r: Array<[string, number, string]> };
    if (parsed.j !== jobId) throw Problem.validation('The undoToken belongs to another import job');
    return parsed.r.map(([id, version, state]) => ({ id, version, state }));
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secrets.cursorKey).update(text, 'utf8').digest('base64url');
  }
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
