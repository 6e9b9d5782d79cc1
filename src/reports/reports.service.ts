import { Injectable } from '@nestjs/common';
import { DownloadResult } from '../common/http/download';
import { JsonBytes } from '../common/http/response-writer';
import { Clock } from '../common/time/clock';
import { formatDuration } from '../common/time/duration';
import { Database } from '../db/database';
import { ProfileService } from '../profile/profile.service';
import { DailyReportResponse, ReportQuery, WeeklyReportResponse } from './dto/report.dto';
import { ReportFormat } from './dto/report-options';
import { ExportContext, LineSource, TaskNames, dailyLinesTable, download, periodTable } from './export/report-export';
import { ReportCatalogRepository } from './report-catalog.repository';
import { ReportLayout, ReportMeta, toDailyReportResponse, toWeeklyReportResponse, writeReportJson } from './report.mapper';
import { PatchableReport, ReportShape, layoutTag, patchableChanges } from './patchable-report';
import { ComputedReport, ReportPeriod, clipActivities, computeReport, weekBuckets } from './report-computation';
import { RoundedReport, cachedDayBuckets, computeRoundedReport } from './report-parts';
import { ReportRequest, readReportRequest, resolveRange } from './report-request';
import { ReportsRepository } from './reports.repository';
import { ReportCache } from './report-cache';
import { Pricer, PricingData, ReportBilling, computeReportBilling, computeTotalBilling, makePricer } from './billing';

interface Computed {
  report: ComputedReport | RoundedReport;
  meta: ReportMeta;
  request: ReportRequest;
  /** Billing figures of the report (null: no billable line; or the daily lines of a download, which carry only the total). */
  billing: ReportBilling | null;
  /** The state the report was computed from (see ReportCache), and whether it holds without the clock (no open activity read). */
  stamp: string;
  cacheable: boolean;
  /** The event that made the revision (see PatchableReport), and the report's buckets and days. */
  anchor: string | null;
  /** What the report's prices were worked out from. */
  pricing: PricingData;
  shape: ReportShape;
  /** Only for downloads: the day-level report of the same intervals (the PDF's week sheets; else null), the names and the account, same snapshot. */
  days?: ComputedReport | null;
  names?: TaskNames;
  account?: string | null;
  /** The daily lines' sources (null: the PDF, which prints none). */
  lines?: LineSource | null;
}

@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly catalog: ReportCatalogRepository,
    private readonly profile: ProfileService,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly cache: ReportCache,
  ) {}

  daily(query: ReportQuery, format: ReportFormat = 'json'): Promise<DownloadResult | JsonBytes> {
    return this.report('daily', query, format);
  }

  weekly(query: ReportQuery, format: ReportFormat = 'json'): Promise<DownloadResult | JsonBytes> {
    return this.report('weekly', query, format);
  }

  /**
   * A download, or the JSON: served again while nothing it depends on changed (ReportCache), patched
   * when only activities or prices changed since (PatchableReport), else computed and kept.
   */
  private async report(period: ReportPeriod, query: ReportQuery, format: ReportFormat): Promise<DownloadResult | JsonBytes> {
    if (format === 'json') {
      const cached = await this.cache.find(period, query);
      if (cached instanceof JsonBytes) return cached;
      if (cached !== null && cached.stale instanceof PatchableReport) {
        const patched = await this.patch(period, query, cached.stale);
        if (patched !== null) return patched;
      }
    }
    const c = await this.compute(period, query, format);
    if (format !== 'json') return this.download(period, c, format);
    if (c.request.roundingEcho !== null) {
      const response = (period === 'daily' ? toDailyReportResponse : toWeeklyReportResponse)(c.report, c.meta, c.billing);
      return this.cache.keep(period, query, c.stamp, c.cacheable, jsonBytes(withRounding(response, c)));
    }
    // Written in pieces and tagged from their hashes whether or not it is kept: the same bytes get the
    // same ETag on every path (computed, patched, on another replica).
    const layout: ReportLayout = { bounds: c.shape.buckets, intervals: [], buckets: [] };
    const bytes = writeReportJson(c.report, c.meta, c.billing, period, layout);
    const patchable =
      c.cacheable && c.anchor !== null
        ? PatchableReport.of(c.shape, c.report, c.billing, bytes, layout, c.meta.revision, c.anchor, c.pricing)
        : undefined;
    return this.cache.keep(period, query, c.stamp, c.cacheable, bytes, patchable, patchable ? undefined : layoutTag(bytes, layout));
  }

  /**
   * The kept report brought up to date, when only activities, rates, or things these reports do not
   * print changed since it was made (else null: computed afresh). One snapshot: the revision, the
   * events since, the changed activities and the prices agree with each other. After a rate changed,
   * or a billable task or its project moved, every billable line's price is compared
   * (PatchableReport.reprice) and the buckets where one differs are priced again.
   */
  private patch(period: ReportPeriod, query: ReportQuery, stale: PatchableReport): Promise<JsonBytes | null> {
    const { billable } = readReportRequest(period, query);
    return this.db.snapshot(async () => {
      const { revision, stamp, anchor } = await this.reports.revision();
      const events = await this.reports.changesSince(stale.revision, PATCH_EVENTS + 1);
      const changes = patchableChanges(events, stale.revision, stale.anchor, revision);
      if (changes === null || anchor === null || changes.activities.size > PATCH_EVENTS) return null;
      let reprice = changes.rates;
      const checked = stale.placesToCheck(changes);
      if (!reprice && checked.tasks.length + checked.projects.length > 0) {
        const now = await this.reports.pricing([
          ...checked.tasks.map((taskId) => ({ taskId, projectId: null })),
          ...checked.projects.map((projectId) => ({ taskId: null, projectId })),
        ]);
        reprice = !stale.placesHold(checked, now);
      }
      const changed = changes.activities;
      const { zoneId, fromNs, toNs } = stale.shape;
      const current = changed.size === 0 ? [] : await this.reports.overlappingAmong([...changed], fromNs, toNs, billable);
      const plan = stale.apply(changed, current);
      if (plan === null) return null;
      let pricer: Pricer;
      if (reprice) pricer = stale.reprice(plan, await this.reports.pricing(stale.pricedPairs()));
      else {
        const pricing = await this.reports.pricing(plan.billable);
        stale.notePricing(pricing, plan.billable.length > 0);
        pricer = makePricer(pricing);
      }
      const bytes = stale.render(plan, pricer, { zoneId, fromNs, toNs, revision, nowNs: this.clock.nowNs() });
      stale.anchor = anchor;
      return this.cache.keep(period, query, stamp, true, bytes, stale);
    });
  }

  private download(period: ReportPeriod, c: Computed, format: Exclude<ReportFormat, 'json'>): Promise<DownloadResult> {
    const ctx: ExportContext = {
      kind: period,
      zoneId: c.meta.zoneId,
      fromNs: c.meta.fromNs,
      toNs: c.meta.toNs,
      generatedNs: c.report.openIncluded ? c.meta.nowNs : null,
      nowNs: c.meta.nowNs,
      request: c.request,
      account: c.account ?? null,
    };
    const table = c.lines
      ? dailyLinesTable(ctx, c.report, c.names!, c.lines, format === 'pdf' ? 'both' : format)
      : periodTable(ctx, c.report, c.days ?? null, c.names!, c.billing);
    return download(table, format, c.meta.nowNs);
  }

  /**
   * One REPEATABLE READ snapshot: the profile zone, the revision, the activities and (for downloads)
   * the names agree with each other. The clock is read after the activities, so every activity seen
   * started at or before it.
   */
  private async compute(period: ReportPeriod, query: ReportQuery, format: ReportFormat): Promise<Computed> {
    const request = readReportRequest(period, query);
    return this.db.snapshot(async () => {
      const { revision, stamp, anchor } = await this.reports.revision();
      const zoneId = request.explicitZone ?? (await this.profile.zoneOf());
      const { fromNs, toNs } = resolveRange(request, zoneId);
      // The daily lines of the flat files print each activity's description, read with the activities; the PDF prints week sheets.
      const lines = period === 'daily' && (format === 'csv' || format === 'xlsx');
      const { activities, summaries } = lines
        ? await this.reports.overlappingWithSummaries(fromNs, toNs, request.billable)
        : { activities: await this.reports.overlapping(fromNs, toNs, request.billable), summaries: null };
      const pricing = await this.reports.pricing(activities.filter((a) => a.billable));
      const pricer = makePricer(pricing);
      const nowNs = this.clock.nowNs();
      const meta: ReportMeta = { zoneId, fromNs, toNs, revision, nowNs };
      const cacheable = !activities.some((a) => a.endNs === null);
      const rounded = request.rounding.mode !== 'none';
      // The zone's days of the range come from the cache (the same days as dayBuckets, without Temporal).
      const periodBuckets = period === 'daily' ? cachedDayBuckets(fromNs, toNs, zoneId) : weekBuckets(fromNs, toNs, zoneId);
      const dayBucketsOf = () => (period === 'daily' ? periodBuckets : cachedDayBuckets(fromNs, toNs, zoneId));
      const shape: ReportShape = { period, zoneId, fromNs, toNs, buckets: periodBuckets, days: dayBucketsOf() };
      // Billing walks the billable intervals' local-day lines; nothing to do without one.
      const billable = activities.some((a) => a.billable);
      const billingOf = (report: ComputedReport, p: ReportPeriod) => {
        if (!billable) return null;
        const days = dayBucketsOf();
        return computeReportBilling(report.intervals, days, p === 'daily' ? days : periodBuckets, p, request.rounding, pricer);
      };
      if (!rounded && format === 'json') {
        const report = computeReport({ activities, fromNs, toNs, nowNs, buckets: periodBuckets });
        return { report, meta, request, stamp, cacheable, anchor, shape, pricing, billing: billingOf(report, period) };
      }
      // Rounded figures come from rounded local-day parts; the downloads' week sheets need the
      // day-level figures of the same intervals as well.
      const days = dayBucketsOf();
      // Only the rounded reports start from the clipped intervals (computeReport clips them itself).
      const clipped = rounded ? clipActivities(activities, fromNs, toNs, nowNs) : null;
      const build = (p: ReportPeriod): ComputedReport | RoundedReport => {
        const buckets = p === period ? periodBuckets : days;
        if (clipped !== null) return computeRoundedReport(clipped.intervals, clipped.openIncluded, days, buckets, p, request.rounding);
        return computeReport({ activities, fromNs, toNs, nowNs, buckets });
      };
      const report = build(period);
      if (format === 'json') return { report, meta, request, stamp, cacheable, anchor, shape, pricing, billing: billingOf(report, period) };
      // The daily lines price themselves: of the report's billing they print only its total.
      const billing = lines ? null : billingOf(report, period);
      const total = lines && billable ? computeTotalBilling(report.intervals, days, request.rounding, pricer) : null;
      // The week sheets only the PDF prints come from the day-level figures.
      const daily = format !== 'pdf' ? null : period === 'daily' ? report : build('daily');
      // One after the other: these run on the report's one transaction client, which takes one query at a time.
      const { names, account } = await this.taskNames(report, summaries);
      return {
        report,
        meta,
        request,
        stamp,
        cacheable,
        anchor,
        shape,
        pricing,
        billing,
        days: daily,
        names,
        account,
        lines: lines ? { days, rounding: request.rounding, pricer, total } : null,
      };
    });
  }

  /** The names a download prints (for the daily lines, with the activities' summaries, also the activities' own projects), and the account. */
  private async taskNames(
    report: ComputedReport,
    summaries: Map<string, string | null> | null,
  ): Promise<{ names: TaskNames; account: string | null }> {
    const taskIds = report.tasks.flatMap((t) => (t.taskId === null ? [] : [t.taskId]));
    const ownProjects = summaries !== null ? report.intervals.flatMap((i) => (i.projectId === null ? [] : [i.projectId])) : [];
    const { task, placement, project, client, projectClient, account } = await this.catalog.downloadCatalog(taskIds, ownProjects);
    return { names: { task, placement, project, client, projectClient, summary: summaries ?? new Map<string, string | null>() }, account };
  }
}

/** More changes than this since a report was kept: computed afresh (an import, say). */
const PATCH_EVENTS = 2000;

const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

/**
 * With rounding, the response says so: `rounding` before `total`, `exactTotal` after it, and each
 * interval's `exactDuration`; the other properties keep their places. Without rounding the
 * response is exactly the unrounded report, byte for byte.
 */
function withRounding<T extends DailyReportResponse | WeeklyReportResponse>(response: T, c: Computed): T {
  const echo = c.request.roundingEcho;
  if (echo === null || !('exactTotalNs' in c.report)) return response;
  const report = c.report;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(response)) {
    if (key === 'total') out.rounding = { mode: echo.mode, minutes: echo.minutes };
    out[key] =
      key === 'intervals'
        ? response.intervals.map((interval, i) => ({ ...interval, exactDuration: formatDuration(report.exactIntervalNs[i]) }))
        : value;
    if (key === 'total') out.exactTotal = formatDuration(report.exactTotalNs);
  }
  return out as unknown as T;
}
