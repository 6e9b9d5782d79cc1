import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/http/decorators';
import { DailyReportResponse, ReportQuery, WeeklyReportResponse } from './dto/report.dto';
import { ReportsService } from './reports.service';

const REPORT_ERRORS = [400, 401, 403, 404, 422, 503];

const RULES =
  'Activities overlapping [from, to) are clipped to it; an open activity is counted up to generatedAt. ' +
  'Durations are split at the real local midnights of the report zone (23- and 25-hour days on DST changes). ' +
  'Totals sum recorded durations, so overlapping activities both count; the report is one response, never paged.';

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('daily')
  @ApiOperation({ summary: 'Intervals, per-day and per-task totals over a range, in a zone', description: RULES })
  @ApiOkResponse({ type: DailyReportResponse })
  @ApiProblems(...REPORT_ERRORS)
  daily(@Query() query: ReportQuery): Promise<DailyReportResponse> {
    return this.reports.daily(query);
  }

  @Get('weekly')
  @ApiOperation({ summary: 'Intervals, per-week (Monday-based) and per-task totals over a range, in a zone', description: RULES })
  @ApiOkResponse({ type: WeeklyReportResponse })
  @ApiProblems(...REPORT_ERRORS)
  weekly(@Query() query: ReportQuery): Promise<WeeklyReportResponse> {
    return this.reports.weekly(query);
  }
}
