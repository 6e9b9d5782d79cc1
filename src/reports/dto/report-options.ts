import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { isLocalDate } from '../../common/time/local-days';
import { parseInstant } from '../../common/time/instant';
import { ROUNDING_MODES } from '../report-time';

/**
 * Query decorators of the report options: the range given as instants or as local dates, rounding,
 * and the download format. Which combination of range parameters is given is a shape rule (400,
 * like a missing required parameter); a malformed value is 422.
 */

interface RangeInput {
  from?: unknown;
  to?: unknown;
  fromDate?: unknown;
  toDate?: unknown;
  rounding?: unknown;
  roundingMinutes?: unknown;
}

/** Why the combination of range and rounding parameters is not acceptable (400), or null. */
export function reportOptionsShapeProblem(q: RangeInput): string | null {
  const has = (v: unknown) => v !== undefined;
  const instants = has(q.from) || has(q.to);
  const dates = has(q.fromDate) || has(q.toDate);
  if (instants && dates) return 'Give the range either as from and to, or as fromDate and toDate, not both';
  if (!instants && !dates) return 'from and to (or fromDate and toDate) are required';
  if (instants && !has(q.from)) return 'from is required';
  if (instants && !has(q.to)) return 'to is required';
  if (dates && !has(q.fromDate)) return 'fromDate is required';
  if (dates && !has(q.toDate)) return 'toDate is required';
  const rounded = has(q.rounding) && q.rounding !== 'none';
  if (rounded && !has(q.roundingMinutes)) return 'roundingMinutes is required with rounding up, down or nearest';
  if (!rounded && has(q.roundingMinutes)) return 'roundingMinutes needs rounding up, down or nearest';
  return null;
}

/** `from`, carrying the check of the whole combination (named isPresent: a shape failure, 400). */
export function RangeFrom(description: string) {
  return applyDecorators(
    ValidateBy({
      name: 'isPresent',
      validator: {
        validate: (_v, args?: ValidationArguments) => reportOptionsShapeProblem(args?.object as RangeInput) === null,
        defaultMessage: (args?: ValidationArguments) => reportOptionsShapeProblem(args?.object as RangeInput) ?? '',
      },
    }),
    ValidateBy({
      name: 'isInstant',
      validator: {
        validate: (v) => v === undefined || (typeof v === 'string' && parseInstant(v) !== null),
        defaultMessage: (a) => `${a?.property} must be an RFC 3339 UTC instant`,
      },
    }),
    ApiPropertyOptional({ type: 'string', format: 'date-time', description }),
  );
}

export function QueryLocalDate(description: string) {
  return applyDecorators(
    ValidateIf((_o, v) => v !== undefined),
    ValidateBy({
      name: 'isLocalDate',
      validator: {
        validate: (v) => typeof v === 'string' && isLocalDate(v),
        defaultMessage: (a) => `${a?.property} must be a calendar date YYYY-MM-DD`,
      },
    }),
    ApiPropertyOptional({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-11-23', description }),
  );
}

export function QueryRounding() {
  return applyDecorators(
    ValidateIf((_o, v) => v !== undefined),
    IsIn(ROUNDING_MODES as unknown as string[], { message: `$property must be one of ${ROUNDING_MODES.join(', ')}` }),
    ApiPropertyOptional({
      enum: ROUNDING_MODES,
      enumName: 'ReportRoundingOption',
      description:
        "Round recorded time to a multiple of roundingMinutes (default none: exact figures). The unit rounded is each interval's part " +
        'within one local day of the report zone (in the profile zone, one activity record clipped to the range); every duration and ' +
        'total is then the sum of rounded parts, so rows always add up to their totals. up: ceiling; down: floor; nearest: half up',
    }),
  );
}

export function QueryRoundingMinutes() {
  return applyDecorators(
    ValidateIf((_o, v) => v !== undefined),
    ValidateBy({
      name: 'isIntegerInRange',
      validator: {
        validate: (v) => typeof v === 'string' && /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 1440,
        defaultMessage: (a) => `${a?.property} must be an integer from 1 to 1440`,
      },
    }),
    ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      maximum: 1440,
      example: 15,
      description:
        'The rounding step in minutes; required with rounding up, down or nearest (400 when missing), not allowed otherwise (400)',
    }),
  );
}

export const REPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function QueryFormat() {
  return applyDecorators(
    ValidateIf((_o, v) => v !== undefined),
    IsIn(REPORT_FORMATS as unknown as string[], { message: `$property must be one of ${REPORT_FORMATS.join(', ')}` }),
    ApiPropertyOptional({
      enum: REPORT_FORMATS,
      enumName: 'ReportFormat',
      description:
        'The representation, overriding the Accept header: json (application/json, the default), csv (text/csv), xlsx ' +
        '(application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) or pdf (application/pdf). Without it, the Accept header chooses ' +
        '(application/json when it names none of these). Downloads carry Content-Disposition: attachment',
    }),
  );
}
