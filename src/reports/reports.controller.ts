import { Controller, Get, Header, Query, Req, Type, applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ApiProblems } from '../common/http/decorators';
import { DownloadResult } from '../common/http/download';
import { JsonBytes } from '../common/http/response-writer';
import { DailyReportResponse, ReportQuery, WeeklyReportResponse } from './dto/report.dto';
import { SummaryQuery, SummaryReportResponse } from './dto/summary.dto';
import { CSV_MEDIA_TYPE } from './export/csv';
import { PDF_MEDIA_TYPE } from './export/pdf';
import { chooseFormat } from './export/report-export';
import { XLSX_MEDIA_TYPE } from './export/xlsx';
import { ReportsService } from './reports.service';
import { SummaryService } from './summary.service';

const REPORT_ERRORS = [400, 401, 403, 404, 422, 503];

const RULES =
  'Activities overlapping [from, to) are clipped to it; an open activity is counted up to generatedAt. ' +
  'Durations are split at the real local midnights of the report zone (23- and 25-hour days on DST changes). ' +
  'Totals sum recorded durations, so overlapping activities both count; the report is one response, never paged. ' +
  'An open activity is included only when it has time in the range by generatedAt; generatedAt is absent otherwise. ' +
  'Order: intervals by clipped start, then activity ID; task totals with the null task first, then by task ID. ' +
  'Range limits: a daily report spans at most 732 days, a weekly one at most 3660 days (to - from); longer is 422 VALIDATION.';

const RANGE_AND_FORMATS =
  ' The range is given either as instants (from, to) or as inclusive local dates of the report zone (fromDate, toDate): ' +
  'both kinds, or neither, is 400; toDate before fromDate is 422. ' +
  "Optional rounding (rounding, roundingMinutes) rounds each interval's part within one local day; every total is the sum of the rounded parts. " +
  'Content negotiation: ?format=json|csv|xlsx|pdf, else the Accept header (application/json, text/csv, ' +
  `${XLSX_MEDIA_TYPE}, application/pdf), else JSON. ` +
  'Downloads hold the same figures as the JSON and carry Content-Disposition: attachment with a file name. ' +
  'CSV: RFC 4180, UTF-8 without BOM, CRLF, a header row, laid out for a person: the name columns first (daily: Date, Start, End, Client, Project, Task, Description, ' +
  'one row per line, i.e. an activity part within one local day, with its start and end as local date-times of the report zone; weekly: Week, Client, Project, Task; ' +
  'summary: one column per level, e.g. Project, Task), then Time (h:mm:ss, to the nearest second), Hours (decimal, exact to 6 places), Billable time, Billable hours, ' +
  "one `Amount <currency>` column per currency with a priced line (exact decimal text with the currency's minor digits; empty when the row has none), " +
  "then the ID columns and the exact durations (`Duration (ISO 8601)`, `Billable duration (ISO 8601)`); a last Total row carries the report's totals, " +
  'which the rows add up to (label groups excepted, where an interval counts under each of its labels). ' +
  'Cells starting with = + - @ get a leading apostrophe (formula guard). ' +
  'XLSX: the same table with times as duration cells ([h]:mm:ss), hours and amounts as numbers (an amount a number cannot hold exactly stays text), ' +
  "the daily Start and End as date-time cells (yyyy-mm-dd hh:mm:ss) showing the report zone's wall clock to the second, " +
  'and an About sheet (account, dates, zone, generated at in local time, rounding, filters). ' +
  'Billing: every object with a total also has billable (the duration of its billable lines), unpriced (billable without a rate) and amounts ' +
  '([{currency, amount}], sorted by currency). A line is one activity part within one local day of the report zone, clipped to the range (and rounded, ' +
  'with rounding); a billable line is priced at the rate in effect at its start (see /rates) and its amount (duration x hourly rate, exact) is rounded ' +
  "once, half to even, to the currency's minor unit; every total is the sum of its lines' amounts. billable=true|false keeps the lines of one flag. " +
  'PDF: A4 landscape, embedded Unicode fonts (DejaVu Sans, Noto Sans JP for Han and kana), a heading with the account, dates, zone and generation time in local time; ' +
  'daily and weekly reports print one page per Monday-based week (a timesheet of tasks by weekday with totals; with billable time, each row and the Total ' +
  "also show the billable time and the amount per currency, followed by the time without a rate and, after the last of several weeks, the report's totals); " +
  'the summary prints its groups with time, hours, billable time and one amount column per currency, and the total.';

/** The 200 answer in every negotiated representation. */
function ApiReportOk(type: Type, description: string) {
  // OpenAPI 3.1 spelling of a binary body of a given media type
  const binary = (mediaType: string) => ({ type: 'string', contentMediaType: mediaType });
  return applyDecorators(
    ApiExtraModels(type),
    ApiOkResponse({
      description,
      headers: {
        ETag: { description: 'Strong ETag of the representation', schema: { type: 'string' } },
        'Content-Disposition': {
          description: 'Downloads only: attachment; filename="time-report-<kind>_<first date>_<last date>.<csv|xlsx|pdf>"',
          schema: { type: 'string' },
        },
        Vary: { description: 'Accept', schema: { type: 'string' } },
      },
      content: {
        'application/json': { schema: { $ref: getSchemaPath(type) } },
        [CSV_MEDIA_TYPE.split(';')[0]]: { schema: { type: 'string', description: 'RFC 4180 CSV (header=present), UTF-8' } },
        [XLSX_MEDIA_TYPE]: { schema: binary(XLSX_MEDIA_TYPE) },
        [PDF_MEDIA_TYPE]: { schema: binary(PDF_MEDIA_TYPE) },
      },
    }),
  );
}

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly summaries: SummaryService,
  ) {}

  @Get('daily')
  @Header('Vary', 'Accept')
  @ApiOperation({ summary: 'Intervals, per-day and per-task totals over a range, in a zone', description: RULES + RANGE_AND_FORMATS })
  @ApiReportOk(DailyReportResponse, 'The report, consistent with revision')
  @ApiProblems(...REPORT_ERRORS)
  daily(@Query() query: ReportQuery, @Req() request: FastifyRequest): Promise<DailyReportResponse | DownloadResult | JsonBytes> {
    return this.reports.daily(query, chooseFormat(query.format, request.headers.accept));
  }

  @Get('weekly')
  @Header('Vary', 'Accept')
  @ApiOperation({
    summary: 'Intervals, per-week (Monday-based) and per-task totals over a range, in a zone',
    description: RULES + RANGE_AND_FORMATS,
  })
  @ApiReportOk(WeeklyReportResponse, 'The report, consistent with revision')
  @ApiProblems(...REPORT_ERRORS)
  weekly(@Query() query: ReportQuery, @Req() request: FastifyRequest): Promise<WeeklyReportResponse | DownloadResult | JsonBytes> {
    return this.reports.weekly(query, chooseFormat(query.format, request.headers.accept));
  }

  @Get('summary')
  @Header('Vary', 'Accept')
  @ApiOperation({
    summary: 'Totals grouped by one or two levels of client, project, task, label, day, week or month, with current names',
    description:
      'The same clipping, local-midnight splitting and open-activity rules as the daily report; filters by client, project, task and label ' +
      '(each value owned, else 404; several values of one filter match any, different filters all). Groups carry their id and current name, ' +
      'read in the same snapshot as the figures. A label level counts an interval with several labels in full under each label, so label groups ' +
      'may add up to more than total (groupsAddUp, subgroupsAddUp). Intervals without a client, project, task or label are the group with id null. ' +
      "A summary spans at most 3660 days. In CSV and XLSX, one row per subgroup (or per group without subgroupBy) with the group's columns repeated." +
      RANGE_AND_FORMATS,
  })
  @ApiReportOk(SummaryReportResponse, 'The summary, consistent with revision')
  @ApiProblems(...REPORT_ERRORS)
  summary(@Query() query: SummaryQuery, @Req() request: FastifyRequest): Promise<SummaryReportResponse | DownloadResult | JsonBytes> {
    return this.summaries.summary(query, chooseFormat(query.format, request.headers.accept));
  }
}
