import { Injectable } from '@nestjs/common';
import { Clock, formatInstant } from '../common/time';
import { ImportCatalog, ImportEntry, MAX_BATCH_DAY_PARTS, PreviewRow } from './dto/imports.dto';
import { ComputedRow, EntryNames, computeRow } from './import-rows';
import { ImportsRepository } from './imports.repository';

/** A batch's rows as a commit would see them now, beside what was computed from each entry. */
export interface AnalyzedBatch {
  computed: ComputedRow[];
  rows: PreviewRow[];
}

/**
 * What entries would become, read before anything is written (previews and commits alike): each
 * row's instants, parts and problems, its claim and exact matches, and the catalog names it uses.
 */
@Injectable()
export class ImportAnalysis {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly clock: Clock,
  ) {}

  /** Each entry's instants, local-day parts and problems, in the given zones at the server clock's now. */
  compute(entries: ImportEntry[], sourceZoneId: string, zoneId: string): ComputedRow[] {
    const nowNs = this.clock.nowNs();
    return entries.map((entry) => computeRow(entry, sourceZoneId, zoneId, nowNs, MAX_BATCH_DAY_PARTS));
  }

  /** The rows of a batch as a commit would see them now: problems, claims, exact matches. */
  async analyze(entries: ImportEntry[], sourceZoneId: string, zoneId: string, computedRows?: ComputedRow[]): Promise<AnalyzedBatch> {
    const computed = computedRows ?? this.compute(entries, sourceZoneId, zoneId);
    markDuplicates(computed);
    const valid = computed.filter((r) => r.problems.length === 0);
    // Matches are looked up for claimed rows too (in the same round trip as the claims); only the
    // unclaimed rows' are used.
    const { claimed, matches } = await this.imports.claimsAndExactMatches(
      valid.map((r) => r.claimKey!),
      valid.filter((r) => r.dayParts === 1).map((r) => ({ start: r.startNs!, end: r.endNs! })),
    );
    const rows = computed.map((c): PreviewRow => {
      const base = {
        row: c.row,
        fingerprint: c.fingerprint,
        start: c.startNs === null ? null : formatInstant(c.startNs),
        end: c.endNs === null ? null : formatInstant(c.endNs),
        dayParts: c.dayParts,
      };
      if (c.problems.length > 0) return { ...base, status: 'invalid', matches: [], problems: c.problems };
      if (claimed.has(c.claimKey!)) return { ...base, status: 'imported', matches: [], problems: [] };
      const found = c.dayParts === 1 ? (matches.get(`${c.startNs}:${c.endNs}`) ?? []) : [];
      return { ...base, status: found.length > 0 ? 'exactMatch' : 'new', matches: found, problems: [] };
    });
    return { computed, rows };
  }

  /** The catalog names the entries use, each with the owned record of that name (null: none). */
  async catalogMatches(names: EntryNames[]): Promise<ImportCatalog> {
    const uniq = <T>(items: T[]) => [...new Map(items.map((i) => [JSON.stringify(i), i])).values()];
    const clients = uniq(names.filter((n) => n.client !== null).map((n) => n.client!));
    const projects = uniq(names.filter((n) => n.project !== null).map((n) => [n.client, n.project!] as const));
    const tasks = uniq(names.filter((n) => n.task !== null).map((n) => [n.client, n.project, n.task!] as const));
    const labels = uniq(names.flatMap((n) => n.labels));
    const owned = await this.imports.catalogNamed({
      clients,
      projects: projects.map((p) => p[1]),
      tasks: tasks.map((t) => t[2]),
      labels,
    });
    const [ownedClients, ownedProjects, ownedTasks, ownedLabels] = [owned.clients, owned.projects, owned.tasks, owned.labels];
    return {
      clients: clients.map((name) => ({ name, id: ownedClients.find((c) => c.name === name)?.id ?? null })),
      projects: projects.map(([client, name]) => ({
        client,
        name,
        id: ownedProjects.find((p) => p.name === name && (client === null || p.client === client))?.id ?? null,
      })),
      tasks: tasks.map(([client, project, name]) => ({
        client,
        project,
        name,
        id:
          ownedTasks.find(
            (t) =>
              t.name === name &&
              (project === null ? t.project === null : t.project === project && (client === null || t.client === client)),
          )?.id ?? null,
      })),
      labels: labels.map((name) => ({ name, id: ownedLabels.find((l) => l.name === name)?.id ?? null })),
    };
  }
}

/** A second valid row with the same claim (the same source entry) is a row problem. */
function markDuplicates(computed: ComputedRow[]): void {
  const seen = new Map<string, number>();
  for (const row of computed) {
    if (row.claimKey === null || row.problems.length > 0) continue;
    const first = seen.get(row.claimKey);
    if (first !== undefined) {
      row.problems.push({
        code: 'DUPLICATE_ENTRY',
        detail: `Same source entry as row ${first}; indistinguishable rows need distinct occurrence numbers`,
      });
    } else seen.set(row.claimKey, row.row);
  }
}
