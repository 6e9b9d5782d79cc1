import { Injectable } from '@nestjs/common';
import { Problem } from '../common/http/problem';
import { Clock } from '../common/time/clock';
import { type EpochNs, parseInstant } from '../common/time/instant';
import { normalizeZoneId } from '../common/time/zone';
import { Database } from '../db/database';
import { ProfileService } from '../profile/profile.service';
import { DailyReportResponse, ReportQuery, WeeklyReportResponse } from './dto/report.dto';
import { ReportMeta, toDailyReportResponse, toWeeklyReportResponse } from './report.mapper';
import { ComputedReport, ReportPeriod, computePeriodReport, reportRangeProblem } from './report-computation';
import { ReportsRepository } from './reports.repository';

@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly profile: ProfileService,
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async daily(query: ReportQuery): Promise<DailyReportResponse> {
    const { report, meta } = await this.compute('daily', query);
    return toDailyReportResponse(report, meta);
  }

  async weekly(query: ReportQuery): Promise<WeeklyReportResponse> {
    const { report, meta } = await this.compute('weekly', query);
    return toWeeklyReportResponse(report, meta);
  }

  /**
   * One REPEATABLE READ snapshot: the profile zone, the revision and the activities agree with each
   * other. The clock is read after the activities, so every activity seen started at or before it.
   */
  private async compute(period: ReportPeriod, query: ReportQuery): Promise<{ report: ComputedReport; meta: ReportMeta }> {
    const fromNs = parseInstant(query.from) as EpochNs; // validated by the DTO
    const toNs = parseInstant(query.to) as EpochNs;
    const rangeProblem = reportRangeProblem(fromNs, toNs, period);
    if (rangeProblem) throw Problem.validation(rangeProblem, [{ field: 'to', message: rangeProblem }]);
    let explicitZone: string | null = null;
    if (query.zoneId !== undefined) {
      explicitZone = normalizeZoneId(query.zoneId);
      if (explicitZone === null) throw Problem.validation(`Unknown time zone: ${query.zoneId}`, [{ field: 'zoneId', message: 'must be an IANA time zone known to the server' }]);
    }
    return this.db.snapshot(async () => {
      const revision = await this.reports.revision();
      const zoneId = explicitZone ?? (await this.profile.zoneOf());
      const activities = await this.reports.overlapping(fromNs, toNs);
      const nowNs = this.clock.nowNs();
      const report = computePeriodReport(period, activities, fromNs, toNs, zoneId, nowNs);
      return { report, meta: { zoneId, fromNs, toNs, revision, nowNs } };
    });
  }
}
