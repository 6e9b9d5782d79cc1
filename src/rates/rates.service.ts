import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { UNCHANGED, VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { parseInstant } from '../common/time';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/database';
import { RateInput, RateListQuery, RateResponse } from './dto/rate.dto';
import { formatRate, parseRate } from './money';
import { RATE_SCOPE_INDEX, RateFields, RateFilters, RateRow, RatesRepository } from './rates.repository';
import { toRateResponse } from './dto/rate.mapper';

/** Hourly rates: owned CRUD with versions, ETags and change events (entity type `rate`). */
@Injectable()
export class RatesService {
  private readonly records: VersionedRecords<RateRow, RateResponse>;

  constructor(
    private readonly rates: RatesRepository,
    writes: VersionedWrites,
    private readonly paginator: Paginator,
  ) {
    this.records = writes.of({ type: 'rate', missing: 'No such rate', load: (id) => rates.find(id), present: toRateResponse });
  }

  async list(query: RateListQuery): Promise<Page<RateResponse>> {
    const filters: RateFilters = { clientId: query.clientId ?? null, projectId: query.projectId ?? null, taskId: query.taskId ?? null };
    // Foreign filter values are 404, like foreign IDs anywhere else.
    if (!(await this.rates.scopeExists(filters))) throw Problem.notFound(missingScope(filters));
    return this.paginator.page(query, {
      filters: { ...filters },
      fetch: (after, take) => this.rates.list(filters, after?.[0] ?? null, take),
      keyOf: (row) => [row.id],
      map: toRateResponse,
    });
  }

  async get(id: string): Promise<RateResponse> {
    return toRateResponse(await this.records.found(id));
  }

  create(input: RateInput): Promise<RateResponse> {
    const fields = fieldsOf(input);
    return this.records.create(async () => {
      await this.ownedScope(fields);
      return uniqueScope(() => this.rates.insert(uuidv7(), fields));
    });
  }

  update(id: string, ifMatch: IfMatch, input: RateInput): Promise<RateResponse> {
    const fields = fieldsOf(input);
    return this.records.update(id, ifMatch, async (current) => {
      await this.ownedScope(fields);
      const same =
        current.clientId === fields.clientId &&
        current.projectId === fields.projectId &&
        current.taskId === fields.taskId &&
        formatRate(parseRate(current.hourlyRate)!) === fields.hourlyRate &&
        current.currency === fields.currency &&
        current.effectiveFromNs === fields.effectiveFromNs;
      if (same) return UNCHANGED;
      return uniqueScope(() => this.rates.update(id, current.version, fields));
    });
  }

  delete(id: string, ifMatch: IfMatch): Promise<void> {
    return this.records.delete(id, ifMatch, (current) => this.rates.delete(id, current.version));
  }

  private async ownedScope(fields: RateFields): Promise<void> {
    if (!(await this.rates.scopeExists(fields))) throw Problem.notFound(missingScope(fields));
  }
}

function missingScope(scope: RateFilters): string {
  return scope.clientId !== null ? 'No such client' : scope.projectId !== null ? 'No such project' : 'No such task';
}

/** The validated body as stored: at most one scope (else 422), the rate canonical. */
function fieldsOf(input: RateInput): RateFields {
  const scopes = [input.clientId, input.projectId, input.taskId].filter((id) => id !== null);
  if (scopes.length > 1) {
    throw Problem.validation('A rate applies to at most one of clientId, projectId and taskId', [
      { field: 'clientId', message: 'at most one of clientId, projectId and taskId may be non-null' },
    ]);
  }
  return {
    clientId: input.clientId,
    projectId: input.projectId,
    taskId: input.taskId,
    hourlyRate: formatRate(parseRate(input.hourlyRate)!),
    currency: input.currency,
    effectiveFromNs: input.effectiveFrom === null ? null : parseInstant(input.effectiveFrom),
  };
}

/** 409 when the scope already has a rate with this effectiveFrom. */
async function uniqueScope<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === RATE_SCOPE_INDEX) {
      throw Problem.conflict('RATE_EXISTS', 'This scope already has a rate with this effectiveFrom');
    }
    throw error;
  }
}
