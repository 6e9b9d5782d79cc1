import { Injectable } from '@nestjs/common';
import { DownloadResult } from '../common/http/download';
import { Problem } from '../common/http/problem';
import { Clock } from '../common/time/clock';
import { formatDuration } from '../common/time/duration';
import { type EpochNs, formatInstant } from '../common/time/instant';
import { Database } from '../db/database';
import { ProfileService } from '../profile/profile.service';
import { ReportFormat } from './dto/report-options';
import { SummaryQuery, SummaryReportResponse, SummarySubgroup } from './dto/summary.dto';
import { describeReport, download } from './export/report-export';
import { ReportTable, TableRow } from './export/report-table';
import { CatalogFilters, CatalogKind, ReportCatalogRepository, SummaryActivityRow } from './report-catalog.repository';
import { KeptActivities } from './kept-activities';
import {
  ComputedSummary,
  GroupDimension,
  SummaryGroup,
  TIME_DIMENSIONS,
  cachedDayBuckets,
  clipForSummary,
  computeSummary,
} from './report-parts';
import { readReportRequest, resolveRange } from './report-request';
import { ReportsRepository } from './reports.repository';
import { ReportCache } from './report-cache';
import { JsonBytes } from '../common/http/response-writer';
import { Billing, billingFields, makePricer } from './billing';

const FILTERS: Array<[Exclude<keyof CatalogFilters, 'billable'>, CatalogKind, string]> = [
  ['clientIds', 'client', 'clientId'],
  ['projectIds', 'project', 'projectId'],
  ['taskIds', 'task', 'taskId'],
  ['labelIds', 'label', 'labelId'],
];

/** More events than this since the rows were read: reading them all is as quick. */
const KEPT_EVENTS = 2000;

const byId = (rows: readonly SummaryActivityRow[]) => new Map(rows.map((r) => [r.id, r]));

const isTime = (dim: GroupDimension) => TIME_DIMENSIONS.includes(dim);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A summary group with its name resolved. */
interface NamedGroup {
  id: string | null;
  name: string | null;
  totalNs: bigint;
  subgroups: NamedGroup[] | null;
  subgroupsAddUp: boolean | null;
  billing: Billing | null;
}

/** Time groups chronologically; others by name, then ID, the null group last. */
function sortGroups(groups: NamedGroup[], dim: GroupDimension): NamedGroup[] {
  return groups.sort((a, b) => {
    if (a.id === null || b.id === null) return a.id === b.id ? 0 : a.id === null ? 1 : -1;
    if (isTime(dim)) return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return collator.compare(a.name ?? '', b.name ?? '') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

@Injectable()
export class SummaryService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly catalog: ReportCatalogRepository,
    private readonly profile: ProfileService,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly cache: ReportCache,
  ) {}

  /**
   * One REPEATABLE READ snapshot for the filters' ownership, the zone, the revision, the activities
   * and the names: a name is always the one the record had when the figures were read, and only
   * the owner's own records are ever named.
   */
  async summary(query: SummaryQuery, format: ReportFormat = 'json'): Promise<DownloadResult | JsonBytes> {
    const request = readReportRequest('summary', query);
    const groupBy = (query.groupBy ?? 'project') as GroupDimension;
    const subgroupBy = (query.subgroupBy ?? null) as GroupDimension | null;
    if (subgroupBy === groupBy)
      throw Problem.validation('subgroupBy must differ from groupBy', [{ field: 'subgroupBy', message: 'must differ from groupBy' }]);
    let stale: KeptActivities | null = null;
    if (format === 'json') {
      const cached = await this.cache.find('summary', query);
      if (cached instanceof JsonBytes) return cached;
      if (cached !== null && cached.stale instanceof KeptActivities) stale = cached.stale;
    }
    const filters: CatalogFilters = {
      clientIds: query.clientId ?? [],
      projectIds: query.projectId ?? [],
      taskIds: query.taskId ?? [],
      labelIds: query.labelId ?? [],
      billable: request.billable,
    };
    const result = await this.db.snapshot(async () => {
      for (const [key, kind, param] of FILTERS) {
        const ids = [...new Set(filters[key])];
        if (ids.length > 0 && (await this.catalog.countOwned(kind, ids)) !== ids.length)
          throw Problem.notFound(`No such ${kind} (${param})`);
      }
      const { revision, stamp, anchor } = await this.reports.revision();
      const zoneId = request.explicitZone ?? (await this.profile.zoneOf());
      const { fromNs, toNs } = resolveRange(request, zoneId);
      const withLabels = groupBy === 'label' || subgroupBy === 'label';
      const kept =
        (stale !== null && (await this.bringUpToDate(stale, fromNs, toNs, filters, withLabels, revision, anchor))) ||
        new KeptActivities(
          fromNs,
          toNs,
          byId(await this.catalog.overlappingRows(fromNs, toNs, filters, withLabels)),
          revision,
          anchor ?? '',
        );
      const activities = await this.catalog.detail([...kept.rows.values()], filters);
      const billable = activities.filter((a) => a.billable);
      const pricer = billable.length === 0 ? null : makePricer(await this.reports.pricing(billable));
      const nowNs = this.clock.nowNs();
      const { intervals, openIncluded } = clipForSummary(activities, fromNs, toNs, nowNs);
      const computed = computeSummary(
        intervals,
        openIncluded,
        cachedDayBuckets(fromNs, toNs, zoneId),
        groupBy,
        subgroupBy,
        request.rounding,
        pricer,
      );
      const groups = await this.nameGroups(computed, groupBy, subgroupBy);
      const download = format === 'json' ? null : { account: await this.catalog.accountEmail(), filters: await this.filterMeta(filters) };
      const cacheable = !activities.some((a) => a.endNs === null);
      // The rows are kept with the summary to make it again after a change (not when the events cannot say what changed).
      const patchable = cacheable && anchor !== null ? kept : undefined;
      return { zoneId, fromNs, toNs, revision, stamp, cacheable, patchable, nowNs, computed, groups, download };
    });
    const { zoneId, fromNs, toNs, revision, nowNs, computed, groups } = result;
    const echo = request.roundingEcho;
    if (format !== 'json' && result.download !== null) {
      const extra: Array<[string, string]> = [
        ['Grouped by', subgroupBy ? `${groupBy}, then ${subgroupBy}` : groupBy],
        ...result.download.filters,
      ];
      const table = summaryTable(
        {
          kind: 'summary',
          zoneId,
          fromNs,
          toNs,
          generatedNs: computed.openIncluded ? nowNs : null,
          nowNs,
          request,
          account: result.download.account,
          extra,
        },
        computed,
        groups,
        groupBy,
        subgroupBy,
      );
      return download(table, format, nowNs);
    }
    const toSub = (g: NamedGroup): SummarySubgroup => ({
      id: g.id,
      name: g.name,
      total: formatDuration(g.totalNs),
      ...billingFields(g.billing),
    });
    const response: SummaryReportResponse = {
      zoneId,
      from: formatInstant(fromNs),
      to: formatInstant(toNs),
      revision,
      ...(computed.openIncluded ? { generatedAt: formatInstant(nowNs) } : {}),
      groupBy,
      subgroupBy,
      ...(echo ? { rounding: { mode: echo.mode, minutes: echo.minutes } } : {}),
      total: formatDuration(computed.totalNs),
      ...(echo ? { exactTotal: formatDuration(computed.exactTotalNs) } : {}),
      ...billingFields(computed.billing),
      groupsAddUp: computed.groupsAddUp,
      groups: groups.map((g) => ({
        ...toSub(g),
        ...(g.subgroups === null ? {} : { subgroups: g.subgroups.map(toSub), subgroupsAddUp: g.subgroupsAddUp! }),
      })),
    };
    return this.cache.keep(
      'summary',
      query,
      result.stamp,
      result.cacheable,
      Buffer.from(JSON.stringify(response), 'utf8'),
      result.patchable,
    );
  }

  /**
   * The kept rows brought up to date with the activities changed since they were read (null: read
   * them all). Runs in the summary's snapshot, so the rows, the revision and the events agree.
   */
  private async bringUpToDate(
    kept: KeptActivities,
    fromNs: EpochNs,
    toNs: EpochNs,
    filters: CatalogFilters,
    withLabels: boolean,
    revision: number,
    anchor: string | null,
  ): Promise<KeptActivities | null> {
    // Another range (the profile's zone moved the query's dates) needs other rows.
    if (anchor === null || kept.fromNs !== fromNs || kept.toNs !== toNs) return null;
    const changed = kept.changed(await this.reports.changesSince(kept.revision, KEPT_EVENTS + 1), revision);
    if (changed === null || changed.size > KEPT_EVENTS) return null;
    const current = changed.size === 0 ? [] : await this.catalog.overlappingRows(fromNs, toNs, filters, withLabels, [...changed]);
    kept.update(changed, current, revision, anchor);
    return kept;
  }

  /** The filters of a download by the names of their records ("Projects: Website, App"). */
  private async filterMeta(filters: CatalogFilters): Promise<Array<[string, string]>> {
    const meta: Array<[string, string]> = [];
    for (const [key, kind] of FILTERS) {
      const ids = [...new Set(filters[key])];
      if (ids.length === 0) continue;
      const names = await this.catalog.names(kind, ids);
      const list = ids.map((id) => names.get(id) ?? id).sort((a, b) => collator.compare(a, b));
      meta.push([`${kind[0].toUpperCase()}${kind.slice(1)}${ids.length > 1 ? 's' : ''}`, list.join(', ')]);
    }
    return meta;
  }

  private async nameGroups(computed: ComputedSummary, groupBy: GroupDimension, subgroupBy: GroupDimension | null): Promise<NamedGroup[]> {
    const idsOf = (dim: GroupDimension) => {
      if (isTime(dim)) return [] as string[];
      const keys =
        dim === groupBy ? computed.groups.map((g) => g.key) : computed.groups.flatMap((g) => (g.subgroups ?? []).map((s) => s.key));
      return keys.filter((k): k is string => k !== null);
    };
    const namesOf = async (dim: GroupDimension | null) =>
      dim === null || isTime(dim) ? new Map<string, string>() : this.catalog.names(dim as CatalogKind, idsOf(dim));
    // Sequential: both run on the report's one transaction client.
    const top = await namesOf(groupBy);
    const sub = await namesOf(subgroupBy);
    const name = (dim: GroupDimension, names: Map<string, string>, key: string | null) =>
      key === null ? null : isTime(dim) ? key : (names.get(key) ?? null);
    const named = (g: SummaryGroup, dim: GroupDimension, names: Map<string, string>): NamedGroup => ({
      id: g.key,
      name: name(dim, names, g.key),
      totalNs: g.totalNs,
      subgroups:
        g.subgroups === null
          ? null
          : sortGroups(
              g.subgroups.map((s) => named(s, subgroupBy!, sub)),
              subgroupBy!,
            ),
      subgroupsAddUp: g.subgroupsAddUp,
      billing: g.billing,
    });
    return sortGroups(
      computed.groups.map((g) => named(g, groupBy, top)),
      groupBy,
    );
  }
}

const NULL_NAMES: Record<GroupDimension, string> = {
  client: 'No client',
  project: 'No project',
  task: 'No task',
  label: 'No label',
  day: '',
  week: '',
  month: '',
};

const HEADERS: Record<GroupDimension, string> = {
  client: 'Client',
  project: 'Project',
  task: 'Task',
  label: 'Label',
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

const labelOf = (dim: GroupDimension, g: NamedGroup) => (g.id === null ? NULL_NAMES[dim] : (g.name ?? g.id));

export function summaryTable(
  ctx: Parameters<typeof describeReport>[0],
  computed: ComputedSummary,
  groups: NamedGroup[],
  groupBy: GroupDimension,
  subgroupBy: GroupDimension | null,
): ReportTable {
  const dims = subgroupBy === null ? [groupBy] : [groupBy, subgroupBy];
  const idDims = dims.filter((d) => !isTime(d));
  // A level's ID column, after the figures (time levels have none: their name is the date).
  const ids = (levels: Array<NamedGroup | null>) => dims.flatMap((d, i) => (isTime(d) ? [] : [levels[i]?.id ?? null]));
  const rows: TableRow[] = [];
  for (const g of groups) {
    rows.push({
      names: [labelOf(groupBy, g), ...(subgroupBy === null ? [] : [null])],
      ids: ids([g, null]),
      ns: g.totalNs,
      label: labelOf(groupBy, g),
      level: 0,
      billing: g.billing,
    });
    for (const s of g.subgroups ?? []) {
      rows.push({
        names: [labelOf(groupBy, g), labelOf(subgroupBy!, s)],
        ids: ids([g, s]),
        ns: s.totalNs,
        label: labelOf(subgroupBy!, s),
        level: 1,
        billing: s.billing,
      });
    }
  }
  return {
    ...describeReport(ctx),
    names: dims.map((d) => HEADERS[d]),
    ids: idDims.map((d) => `${HEADERS[d]} ID`),
    rows,
    totalNs: computed.totalNs,
    totalBilling: computed.billing,
    weeks: null,
  };
}
