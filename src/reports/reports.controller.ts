import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/http/decorators';
import { DailyReportResponse, ReportQuery, WeeklyReportResponse } from './dto/report.dto';
import { ReportsService } from './reports.service';

const REPORT_ERRORS = [400, 401, 403, 404, 422, 503];

const RULES =
  'Activities overlapping [from, to) are clipped to it; an open activity is counted up to generatedAt. ' +
  'Durations are split at the real local midnights of the report zone (23- and 25-hour days on DST changes). ' +
  'Totals sum recorded durations, so overlapping activities both count; the report is one response, never paged. ' +
  'An open activity is included only when it has time in the range by generatedAt; generatedAt is absent otherwise. ' +
  'Order: intervals by clipped start, then activity ID; task totals with the null task first, then by task ID. ' +
  'Range limits: a daily report spans at most 732 days, a weekly one at most 3660 days (to - from); longer is 422 VALIDATION.';

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('daily')
  @ApiOperation({ summary: 'Intervals, per-day and per-task totals over a range, in a zone', description: RULES })
  @ApiOkResponse({ type: DailyReportResponse, description: 'The report, consistent with revision' })
  @ApiProblems(...REPORT_ERRORS)
  daily(@Query() query: ReportQuery): Promise<DailyReportResponse> {
    return this.reports.daily(query);
  }

  @Get('weekly')
  @ApiOperation({ summary: 'Intervals, per-week (Monday-based) and per-task totals over a range, in a zone', description: RULES })
  @ApiOkResponse({ type: WeeklyReportResponse, description: 'The report, consistent with revision' })
  @ApiProblems(...REPORT_ERRORS)
  weekly(@Query() query: ReportQuery): Promise<WeeklyReportResponse> {
    return this.reports.weekly(query);
  }
}
