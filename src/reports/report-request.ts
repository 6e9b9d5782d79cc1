import { Problem } from '../common/http/problem';
import { requireStoredRange } from '../common/http/stored-range';
import { type EpochNs, parseInstant } from '../common/time/instant';
import { normalizeZoneId } from '../common/time/zone';
import { ReportQuery } from './dto/report.dto';
import { MAX_RANGE_DAYS, reportRangeProblem } from './report-computation';
import { NO_ROUNDING, NS_PER_MINUTE, Rounding, RoundingMode, localDateRange, localDaysBetween } from './report-time';

/**
 * The options every report route shares, read from a validated query: the range (instants, or
 * local dates to resolve once the zone is known), the explicit zone and the rounding. The DTO has
 * already refused malformed values (422) and bad combinations (400).
 */

export type RangeKind = 'daily' | 'weekly' | 'summary';

export interface ReportRequest {
  kind: RangeKind;
  /** Instants, or local dates resolved in the report zone. */
  range: { fromNs: EpochNs; toNs: EpochNs } | { fromDate: string; toDate: string };
  explicitZone: string | null;
  rounding: Rounding;
  /** Rounding as requested (null: none), echoed in the response. */
  roundingEcho: { mode: RoundingMode; minutes: number } | null;
  /** Only lines whose activity has this flag; null: all. */
  billable: boolean | null;
}

const maxDays = (kind: RangeKind) => (kind === 'daily' ? MAX_RANGE_DAYS.daily : MAX_RANGE_DAYS.weekly);

export function readReportRequest(kind: RangeKind, query: ReportQuery): ReportRequest {
  let range: ReportRequest['range'];
  if (query.fromDate !== undefined && query.toDate !== undefined) {
    const days = localDaysBetween(query.fromDate, query.toDate);
    if (days < 1)
      throw Problem.validation('toDate must not be before fromDate', [{ field: 'toDate', message: 'must not be before fromDate' }]);
    if (days > maxDays(kind)) {
      const message = `A ${kind} report covers at most ${maxDays(kind)} local dates`;
      throw Problem.validation(message, [{ field: 'toDate', message }]);
    }
    range = { fromDate: query.fromDate, toDate: query.toDate };
  } else {
    const fromNs = parseInstant(query.from!) as EpochNs; // validated by the DTO
    const toNs = parseInstant(query.to!) as EpochNs;
    requireStoredRange([
      { field: 'from', ns: fromNs },
      { field: 'to', ns: toNs },
    ]);
    const problem = reportRangeProblem(fromNs, toNs, kind === 'daily' ? 'daily' : 'weekly');
    if (problem) throw Problem.validation(problem, [{ field: 'to', message: problem }]);
    range = { fromNs, toNs };
  }
  let explicitZone: string | null = null;
  if (query.zoneId !== undefined) {
    explicitZone = normalizeZoneId(query.zoneId);
    if (explicitZone === null)
      throw Problem.validation(`Unknown time zone: ${query.zoneId}`, [
        { field: 'zoneId', message: 'must be an IANA time zone known to the server' },
      ]);
  }
  const mode = (query.rounding ?? 'none') as RoundingMode;
  const minutes = query.roundingMinutes === undefined ? 0 : Number(query.roundingMinutes);
  const rounding = mode === 'none' ? NO_ROUNDING : { mode, stepNs: BigInt(minutes) * NS_PER_MINUTE };
  const billable = query.billable === undefined ? null : query.billable === 'true';
  return { kind, range, explicitZone, rounding, roundingEcho: mode === 'none' ? null : { mode, minutes }, billable };
}

/** The range's instants in the report zone (a date range covering no time at all is 422). */
export function resolveRange(request: ReportRequest, zoneId: string): { fromNs: EpochNs; toNs: EpochNs } {
  if ('fromNs' in request.range) return request.range;
  const range = localDateRange(request.range.fromDate, request.range.toDate, zoneId);
  // The dates' first and last instants in this zone: a date near either end of the stored range
  // may reach beyond it in one zone and not in another.
  requireStoredRange([
    { field: 'fromDate', ns: range.fromNs },
    { field: 'toDate', ns: range.toNs },
  ]);
  if (range.toNs <= range.fromNs)
    throw Problem.validation('These local dates hold no time in the report zone', [
      { field: 'toDate', message: 'the dates were skipped by the zone' },
    ]);
  return range;
}
