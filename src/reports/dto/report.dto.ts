import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { IsString, ValidateBy, ValidateIf } from 'class-validator';
import { QueryBoolean, QueryInstant } from '../../common/http/fields';
import { normalizeZoneId } from '../../common/time/zone';
import { MAX_RANGE_DAYS } from '../report-computation';
import { QueryFormat, QueryLocalDate, QueryRounding, QueryRoundingMinutes, RangeFrom } from './report-options';

const DURATION = {
  type: 'string',
  format: 'duration',
  pattern: '^PT(\\d+H)?(\\d+M)?(\\d+(\\.\\d{1,9})?S)?$',
  example: 'PT7H30M0.000000001S',
} as const;
const INSTANT = { type: 'string', format: 'date-time', example: '2026-03-29T00:59:59.123456789Z' } as const;
const LOCAL_DATE = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** An IANA zone known to the server (any casing); unknown or malformed is 422 VALIDATION. */
function QueryZoneId(description: string) {
  return applyDecorators(
    ValidateIf((_o, v) => v !== undefined),
    IsString(),
    ValidateBy({
      name: 'isZoneId',
      validator: {
        validate: (v) => typeof v === 'string' && normalizeZoneId(v) !== null,
        defaultMessage: (a) => `${a?.property} must be an IANA time zone known to the server`,
      },
    }),
    ApiPropertyOptional({ type: 'string', example: 'Europe/Berlin', description }),
  );
}

export class ReportQuery {
  @RangeFrom('Range start (inclusive), RFC 3339 UTC. Required unless fromDate and toDate are given (then not allowed: 400)')
  from?: string;

  @QueryInstant(
    `Range end (exclusive), strictly after from; required with from. A daily report covers at most ${MAX_RANGE_DAYS.daily} days, ` +
      `a weekly one or a summary at most ${MAX_RANGE_DAYS.weekly} days (measured as to - from in 24-hour days); longer is 422 VALIDATION`,
    false,
  )
  to?: string;

  @QueryLocalDate(
    'First local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range starts at its local midnight. An alternative to from/to (giving both kinds is 400); required with toDate',
  )
  fromDate?: string;

  @QueryLocalDate(
    'Last local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range ends at the next local midnight. Before fromDate is 422 VALIDATION; ' +
      `at most ${MAX_RANGE_DAYS.daily} dates for a daily report, ${MAX_RANGE_DAYS.weekly} for a weekly one or a summary`,
  )
  toDate?: string;

  @QueryZoneId(
    'IANA zone whose local midnights split the report (and in which fromDate/toDate are read); default the profile zone. An explicit value does not change the profile',
  )
  zoneId?: string;

  @QueryRounding()
  rounding?: string;

  @QueryRoundingMinutes()
  roundingMinutes?: string;

  @QueryFormat()
  format?: string;

  @QueryBoolean('Only lines whose activity has this billable flag (true or false); omitted: all')
  billable?: string;
}

export class ReportAmount {
  @ApiProperty({ type: 'string', pattern: '^[A-Z]{3}$', example: 'EUR' }) currency!: string;
  @ApiProperty({
    type: 'string',
    pattern: '^\\d+(\\.\\d+)?$',
    example: '1234.50',
    description:
      "Decimal string with exactly the currency's minor-unit digits (EUR 2, JPY 0, BHD 3): the sum of its lines' amounts, each line rounded once, half to even",
  })
  amount!: string;
}

const BILLABLE_DOC = { ...DURATION, description: 'Duration of the billable lines counted in total (rounded like total)' };
const UNPRICED_DOC = { ...DURATION, description: 'Duration of the billable lines without a rate in effect at their start' };
const AMOUNTS_DOC: ApiPropertyOptions = {
  type: () => [ReportAmount],
  description:
    'Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start)',
};

export class ReportInterval {
  @ApiProperty({ format: 'uuid' }) activityId!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) taskId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) projectId!: string | null;
  @ApiProperty({ ...INSTANT, description: 'The activity start, clipped to from' }) start!: string;
  @ApiProperty({ ...INSTANT, description: 'The activity end clipped to to; for the open activity, generatedAt clipped to to' })
  end!: string;
  @ApiProperty({ ...DURATION, description: 'end - start; with rounding, the sum of the rounded local-day parts of the interval' })
  duration!: string;
  @ApiProperty({ description: "The activity's billable flag" }) billable!: boolean;
  @ApiPropertyOptional({ ...DURATION, description: 'Present only with rounding: the unrounded end - start' }) exactDuration?: string;
}

export class ReportTaskTotal {
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'null: time recorded without a task' }) taskId!:
    string | null;
  @ApiProperty(DURATION) total!: string;
  @ApiProperty(BILLABLE_DOC) billable!: string;
  @ApiProperty(UNPRICED_DOC) unpriced!: string;
  @ApiProperty(AMOUNTS_DOC) amounts!: ReportAmount[];
}

const TASKS_DOC: ApiPropertyOptions = {
  type: [ReportTaskTotal],
  description: 'Per-task totals (only tasks with recorded time), the null task first, then by task ID',
};

export class ReportDay {
  @ApiProperty({ ...LOCAL_DATE, description: 'Local date in the report zone' }) date!: string;
  @ApiProperty({
    ...DURATION,
    description: 'Time recorded within this local day (and within the range); 23 or 25 hours at most on DST changes',
  })
  total!: string;
  @ApiProperty(BILLABLE_DOC) billable!: string;
  @ApiProperty(UNPRICED_DOC) unpriced!: string;
  @ApiProperty(AMOUNTS_DOC) amounts!: ReportAmount[];
  @ApiProperty(TASKS_DOC) tasks!: ReportTaskTotal[];
}

export class ReportWeek {
  @ApiProperty({ ...LOCAL_DATE, description: 'The Monday starting this week (Monday 00:00 local in the report zone)' }) weekStart!: string;
  @ApiProperty(DURATION) total!: string;
  @ApiProperty(BILLABLE_DOC) billable!: string;
  @ApiProperty(UNPRICED_DOC) unpriced!: string;
  @ApiProperty(AMOUNTS_DOC) amounts!: ReportAmount[];
  @ApiProperty(TASKS_DOC) tasks!: ReportTaskTotal[];
}

export class ReportRounding {
  @ApiProperty({ enum: ['up', 'down', 'nearest'], enumName: 'ReportRoundingMode' }) mode!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 1440, example: 15 }) minutes!: number;
}

/** What every report says about itself: zone, range, revision and the clock for open activities. */
export abstract class ReportHeader {
  @ApiProperty({ example: 'Europe/Berlin', description: 'The zone used (canonical IANA name)' }) zoneId!: string;
  @ApiProperty(INSTANT) from!: string;
  @ApiProperty(INSTANT) to!: string;
  @ApiProperty({ type: 'integer', description: "The owner's change sequence this report is consistent with" }) revision!: number;
  @ApiPropertyOptional({
    ...INSTANT,
    description: 'The server clock instant open activities are counted up to; present only when an open activity is included',
  })
  generatedAt?: string;
}

abstract class ReportBase extends ReportHeader {
  @ApiPropertyOptional({
    type: () => ReportRounding,
    description: 'Present only when rounding was requested: the figures below are rounded',
  })
  rounding?: ReportRounding;
  @ApiProperty({ ...DURATION, description: 'Sum of the interval durations (overlapping activities both count)' }) total!: string;
  @ApiPropertyOptional({ ...DURATION, description: 'Present only with rounding: the unrounded total' }) exactTotal?: string;
  @ApiProperty(BILLABLE_DOC) billable!: string;
  @ApiProperty(UNPRICED_DOC) unpriced!: string;
  @ApiProperty(AMOUNTS_DOC) amounts!: ReportAmount[];
  @ApiProperty({
    type: [ReportInterval],
    description: 'Activities overlapping [from, to), clipped to it, ordered by start then activity ID',
  })
  intervals!: ReportInterval[];
}

export class DailyReportResponse extends ReportBase {
  @ApiProperty({
    type: [ReportDay],
    description: 'Every local date of the range in the report zone, in order, including days without time',
  })
  days!: ReportDay[];
  @ApiProperty(TASKS_DOC) tasks!: ReportTaskTotal[];
}

export class WeeklyReportResponse extends ReportBase {
  @ApiProperty({
    type: [ReportWeek],
    description: 'Every Monday-based local week overlapping the range, in order, including weeks without time',
  })
  weeks!: ReportWeek[];
  @ApiProperty(TASKS_DOC) tasks!: ReportTaskTotal[];
}

export { AMOUNTS_DOC, BILLABLE_DOC, UNPRICED_DOC };
