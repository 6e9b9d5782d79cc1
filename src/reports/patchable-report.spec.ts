import fc from 'fast-check';
import { parseInstant } from '../common/time/instant';
import { PricedActivity, Pricer, PricingData, StoredRate, TaskPlace, computeReportBilling, makePricer } from './billing';
import { KeptActivities } from './kept-activities';
import { PatchableReport, ReportChange, ReportShape, layoutTag, patchableChanges } from './patchable-report';
import { ReportLayout, ReportMeta, writeReportJson } from './report.mapper';
import { ActivitySlice, ReportPeriod, computeReport, dayBuckets, weekBuckets } from './report-computation';
import { NO_ROUNDING } from './report-time';

const at = (text: string) => parseInstant(text)!;
const MIN = 60_000_000_000n;
const TASKS = [null, '00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002'];
const PROJECTS = [null, '00000000-0000-7000-8000-0000000000ff'];
const rates: StoredRate[] = [
  { clientId: null, projectId: null, taskId: null, hourlyRate: '80', currency: 'EUR', effectiveFromNs: at('2026-03-25T10:00:00Z') },
  { clientId: null, projectId: null, taskId: TASKS[1], hourlyRate: '0.125', currency: 'BHD', effectiveFromNs: null },
  {
    clientId: null,
    projectId: PROJECTS[1],
    taskId: null,
    hourlyRate: '12000',
    currency: 'JPY',
    effectiveFromNs: at('2026-03-29T01:30:00Z'),
  },
];
const from = at('2026-03-20T00:00:00Z');
const to = at('2026-04-20T00:00:00.5Z');
const now = at('2026-05-01T00:00:00Z');

const spec = fc.record({
  startMin: fc.integer({ min: 0, max: 34 * 24 * 60 }),
  lengthNs: fc.bigInt({ min: 0n, max: 3n * 24n * 60n * MIN }),
  task: fc.integer({ min: 0, max: 2 }),
  project: fc.integer({ min: 0, max: 1 }),
  billable: fc.boolean(),
  n: fc.integer({ min: 1, max: 0xffff }),
});
type Spec = typeof spec extends fc.Arbitrary<infer T> ? T : never;

const activityOf = (s: Spec, id: string): ActivitySlice => {
  const startNs = from - 2n * 24n * 60n * MIN + BigInt(s.startMin) * MIN + BigInt(s.n);
  return { id, taskId: TASKS[s.task], projectId: PROJECTS[s.project], billable: s.billable, startNs, endNs: startNs + s.lengthNs };
};
const idOf = (i: number) => `00000000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`;

/** What the service does for a fresh report: the activities overlapping the range (with the filter), computed and written. */
function fresh(
  period: ReportPeriod,
  zoneId: string,
  activities: readonly ActivitySlice[],
  billable: boolean | null,
  priced: boolean,
  revision: number,
) {
  const days = dayBuckets(from, to, zoneId);
  const buckets = period === 'daily' ? days : weekBuckets(from, to, zoneId);
  const read = activities.filter((a) => a.startNs < to && a.endNs! > from && (billable === null || a.billable === billable));
  const report = computeReport({ activities: read, fromNs: from, toNs: to, nowNs: now, buckets });
  const pricer = makePricer({ rates: priced ? rates : [], tasks: new Map(), projectClients: new Map() });
  const billing = read.some((a) => a.billable) ? computeReportBilling(report.intervals, days, buckets, period, NO_ROUNDING, pricer) : null;
  const meta: ReportMeta = { zoneId, fromNs: from, toNs: to, revision, nowNs: now };
  const layout: ReportLayout = { bounds: buckets, intervals: [], buckets: [] };
  const bytes = writeReportJson(report, meta, billing, period, layout);
  const shape: ReportShape = { period, zoneId, fromNs: from, toNs: to, buckets, days };
  return { bytes, plain: writeReportJson(report, meta, billing, period), report, billing, layout, shape, meta, read };
}

const NO_PLACES = { rates: [], tasks: new Map(), projectClients: new Map() };

describe('PatchableReport', () => {
  it('writes the same bytes with and without a layout', () => {
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 30 }), fc.constantFrom('UTC', 'Europe/Berlin', 'America/St_Johns'), (specs, zoneId) => {
        const activities = specs.map((s, i) => activityOf(s, idOf(i)));
        for (const period of ['daily', 'weekly'] as const) {
          const f = fresh(period, zoneId, activities, null, true, 3);
          expect(f.bytes.equals(f.plain)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('after any changes to its activities, is byte for byte the report computed afresh (daily and weekly, filters, zones with DST)', () => {
    const change = fc.record({
      kind: fc.constantFrom('delete', 'edit', 'add'),
      pick: fc.nat(),
      to: spec,
    });
    fc.assert(
      fc.property(
        fc.array(spec, { maxLength: 30 }),
        fc.array(fc.array(change, { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/St_Johns', 'Australia/Lord_Howe', 'America/Santiago'),
        fc.constantFrom<ReportPeriod>('daily', 'weekly'),
        fc.constantFrom<boolean | null>(null, true, false),
        fc.boolean(),
        (specs, rounds, zoneId, period, billable, priced) => {
          let activities = specs.map((s, i) => activityOf(s, idOf(i)));
          let next = specs.length;
          let revision = 10;
          const first = fresh(period, zoneId, activities, billable, priced, revision);
          const patchable = PatchableReport.of(
            first.shape,
            first.report,
            first.billing,
            first.bytes,
            first.layout,
            revision,
            'anchor',
            NO_PLACES,
          );
          const pricer = makePricer({ rates: priced ? rates : [], tasks: new Map(), projectClients: new Map() });
          for (const round of rounds) {
            const changed = new Set<string>();
            for (const c of round) {
              if (c.kind === 'add' || activities.length === 0) {
                const id = idOf(next++);
                activities = [...activities, activityOf(c.to, id)];
                changed.add(id);
                continue;
              }
              const target = activities[c.pick % activities.length];
              changed.add(target.id);
              activities =
                c.kind === 'delete'
                  ? activities.filter((a) => a !== target)
                  : activities.map((a) => (a === target ? activityOf(c.to, a.id) : a));
            }
            revision += round.length;
            const current = fresh(period, zoneId, activities, billable, priced, revision).read.filter((a) => changed.has(a.id));
            const plan = patchable.apply(changed, current)!;
            const patched = patchable.render(plan, pricer, { zoneId, fromNs: from, toNs: to, revision, nowNs: now });
            const again = fresh(period, zoneId, activities, billable, priced, revision);
            expect(patched.toString('utf8')).toBe(again.plain.toString('utf8'));
            // The ETag from the pieces' hashes is the one the same report gets when computed afresh.
            const tagged = PatchableReport.of(
              again.shape,
              again.report,
              again.billing,
              again.bytes,
              again.layout,
              revision,
              'anchor',
              NO_PLACES,
            );
            expect(patchable.etag(patched)).toBe(tagged.etag(again.bytes));
            expect(layoutTag(again.bytes, again.layout)).toBe(tagged.etag(again.bytes));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('tags different reports differently (the tag names the bytes)', () => {
    const one = fresh(
      'daily',
      'UTC',
      [activityOf({ startMin: 3000, lengthNs: 20n * MIN, task: 1, project: 0, billable: true, n: 1 }, idOf(1))],
      null,
      true,
      4,
    );
    const other = fresh(
      'daily',
      'UTC',
      [activityOf({ startMin: 3000, lengthNs: 21n * MIN, task: 1, project: 0, billable: true, n: 1 }, idOf(1))],
      null,
      true,
      4,
    );
    const tag = (f: typeof one) => PatchableReport.of(f.shape, f.report, f.billing, f.bytes, f.layout, 4, 'a', NO_PLACES).etag(f.bytes);
    expect(tag(one)).toMatch(/^"h[0-9a-f]{32}"$/);
    expect(tag(one)).not.toBe(tag(other));
    expect(tag(one)).toBe(
      tag(
        fresh(
          'daily',
          'UTC',
          [activityOf({ startMin: 3000, lengthNs: 20n * MIN, task: 1, project: 0, billable: true, n: 1 }, idOf(1))],
          null,
          true,
          4,
        ),
      ),
    );
  });

  it('is not patched with a running activity (its figures follow the clock)', () => {
    const f = fresh('daily', 'UTC', [], null, false, 1);
    const patchable = PatchableReport.of(f.shape, f.report, f.billing, f.bytes, f.layout, 1, 'a', NO_PLACES);
    const running = { id: idOf(1), taskId: null, projectId: null, billable: false, startNs: from, endNs: null };
    expect(patchable.apply(new Set([running.id]), [running])).toBeNull();
  });
});

/**
 * The catalogue and rates a repriced report is checked against: pricing read as
 * ReportsRepository.pricing reads it (nothing without a billable line or without a rate; else the
 * rates, the billable tasks with all their ancestors, and the clients of their projects), and the
 * patch driven as ReportsService.patch drives it.
 */
describe('PatchableReport repriced after rates or places changed', () => {
  const CLIENTS = ['00000000-0000-7000-8000-00000000c001', '00000000-0000-7000-8000-00000000c002'];
  const PROJ = ['00000000-0000-7000-8000-00000000a001', '00000000-0000-7000-8000-00000000a002', '00000000-0000-7000-8000-00000000a003'];
  // T1 and T3 are roots; T2 is T1's child (same project), T4 is T2's child; T5 has no project.
  const TASK = [1, 2, 3, 4, 5].map((n) => `00000000-0000-7000-8000-00000000b00${n}`);
  type Catalog = { tasks: Map<string, TaskPlace>; projectClients: Map<string, string | null> };
  const catalogOf = (): Catalog => ({
    tasks: new Map([
      [TASK[0], { parentTaskId: null, projectId: PROJ[0] }],
      [TASK[1], { parentTaskId: TASK[0], projectId: PROJ[0] }],
      [TASK[2], { parentTaskId: null, projectId: PROJ[1] }],
      [TASK[3], { parentTaskId: TASK[1], projectId: PROJ[0] }],
      [TASK[4], { parentTaskId: null, projectId: null }],
    ]),
    projectClients: new Map([
      [PROJ[0], CLIENTS[0]],
      [PROJ[1], CLIENTS[1]],
      [PROJ[2], CLIENTS[0]],
    ]),
  });
  // Instants where rates take effect: since always, midnights and middays, a DST change of each zone, odd nanoseconds.
  const INSTANTS: Array<bigint | null> = [
    null,
    at('2026-03-19T00:00:00Z'),
    at('2026-03-22T12:00:00Z'),
    at('2026-03-25T10:00:00.000000001Z'),
    at('2026-03-29T01:00:00Z'),
    at('2026-03-29T01:30:00Z'),
    at('2026-03-31T22:00:00Z'),
    at('2026-04-04T15:00:00Z'),
    at('2026-04-05T15:30:00Z'),
    at('2026-04-05T03:00:00Z'),
    at('2026-04-12T02:59:59.999999999Z'),
    at('2026-04-19T23:59:59Z'),
    at('2026-04-25T00:00:00Z'),
  ];
  const rateSpec = fc.record({
    scope: fc.integer({ min: 0, max: 10 }),
    // Often one of a few values, so that rates of different scopes or currencies share one.
    whole: fc.oneof(fc.constantFrom(0, 80, 12000), fc.integer({ min: 0, max: 100_000 })),
    fraction: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 9999 })),
    currency: fc.constantFrom('EUR', 'JPY', 'BHD', 'KWD', 'USD'),
    from: fc.oneof(
      fc.integer({ min: 0, max: INSTANTS.length - 1 }).map((i) => INSTANTS[i]),
      fc.integer({ min: 0, max: 36 * 24 * 60 }).map((m) => from - 24n * 60n * MIN + BigInt(m) * MIN),
    ),
  });
  type RateSpec = typeof rateSpec extends fc.Arbitrary<infer T> ? T : never;
  const rateOf = (r: RateSpec): StoredRate => {
    // 0: the default; 1-2: a client; 3-5: a project; 6-10: a task.
    const scope = { clientId: null as string | null, projectId: null as string | null, taskId: null as string | null };
    if (r.scope >= 1 && r.scope <= 2) scope.clientId = CLIENTS[r.scope - 1];
    else if (r.scope >= 3 && r.scope <= 5) scope.projectId = PROJ[r.scope - 3];
    else if (r.scope >= 6) scope.taskId = TASK[r.scope - 6];
    return { ...scope, hourlyRate: `${r.whole}.${r.fraction.toString().padStart(4, '0')}`, currency: r.currency, effectiveFromNs: r.from };
  };
  /** At most one rate per scope and instant (POST /rates answers 409 to a second). */
  const stored = (rates: readonly StoredRate[]): StoredRate[] => {
    const byKey = new Map<string, StoredRate>();
    for (const r of rates) byKey.set(`${r.clientId} ${r.projectId} ${r.taskId} ${r.effectiveFromNs}`, r);
    return [...byKey.values()];
  };
  function pricingOf(catalog: Catalog, rates: readonly StoredRate[], billable: readonly PricedActivity[]): PricingData {
    if (billable.length === 0 || rates.length === 0) return NO_PLACES;
    const tasks = new Map<string, TaskPlace>();
    const projects = new Set<string>();
    for (const a of billable) {
      if (a.projectId !== null) projects.add(a.projectId);
      for (let id = a.taskId; id !== null && !tasks.has(id);) {
        const place = catalog.tasks.get(id)!;
        tasks.set(id, place);
        if (place.projectId !== null) projects.add(place.projectId);
        id = place.parentTaskId;
      }
    }
    return { rates, tasks, projectClients: new Map([...projects].map((p) => [p, catalog.projectClients.get(p) ?? null])) };
  }
  const activitySpec = fc.record({
    startMin: fc.integer({ min: 0, max: 34 * 24 * 60 }),
    lengthNs: fc.bigInt({ min: 1n, max: 2n * 24n * 60n * MIN }),
    task: fc.integer({ min: 0, max: 5 }),
    project: fc.integer({ min: 0, max: 3 }),
    billable: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
    n: fc.integer({ min: 0, max: 0xffff }),
  });
  type ActivitySpec = typeof activitySpec extends fc.Arbitrary<infer T> ? T : never;
  const slice = (s: ActivitySpec, id: string): ActivitySlice => {
    const startNs = from - 24n * 60n * MIN + BigInt(s.startMin) * MIN + BigInt(s.n);
    return {
      id,
      taskId: s.task === 0 ? null : TASK[s.task - 1],
      projectId: s.project === 0 ? null : PROJ[s.project - 1],
      billable: s.billable,
      startNs,
      endNs: startNs + s.lengthNs,
    };
  };
  const change = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('rate+' as const), rate: rateSpec }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('rate~' as const), pick: fc.nat(), rate: rateSpec }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('rate-' as const), pick: fc.nat() }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('activity' as const), pick: fc.nat(), to: activitySpec, drop: fc.boolean() }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('move' as const),
        task: fc.integer({ min: 0, max: 4 }),
        parent: fc.integer({ min: 0, max: 5 }),
        project: fc.integer({ min: 0, max: 3 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('client' as const), project: fc.integer({ min: 0, max: 2 }), client: fc.nat(1) }),
      weight: 1,
    },
  );
  type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

  function freshOf(
    period: ReportPeriod,
    zoneId: string,
    activities: readonly ActivitySlice[],
    billable: boolean | null,
    catalog: Catalog,
    rates: readonly StoredRate[],
    revision: number,
  ) {
    const days = dayBuckets(from, to, zoneId);
    const buckets = period === 'daily' ? days : weekBuckets(from, to, zoneId);
    const read = activities.filter((a) => a.startNs < to && a.endNs! > from && (billable === null || a.billable === billable));
    const report = computeReport({ activities: read, fromNs: from, toNs: to, nowNs: now, buckets });
    const pricing = pricingOf(
      catalog,
      rates,
      read.filter((a) => a.billable),
    );
    const billing = read.some((a) => a.billable)
      ? computeReportBilling(report.intervals, days, buckets, period, NO_ROUNDING, makePricer(pricing))
      : null;
    const meta: ReportMeta = { zoneId, fromNs: from, toNs: to, revision, nowNs: now };
    const layout: ReportLayout = { bounds: buckets, intervals: [], buckets: [] };
    const bytes = writeReportJson(report, meta, billing, period, layout);
    const shape: ReportShape = { period, zoneId, fromNs: from, toNs: to, buckets, days };
    return { bytes, report, billing, layout, shape, read, pricing };
  }

  /** Applies one change to the model; answers the event it makes (entity type and ID). */
  function applyChange(
    c: Change,
    model: { activities: ActivitySlice[]; rates: StoredRate[]; catalog: Catalog; next: number },
  ): [string, string] {
    switch (c.kind) {
      case 'rate+':
        model.rates = stored([...model.rates, rateOf(c.rate)]);
        return ['rate', 'r'];
      case 'rate~':
        if (model.rates.length > 0) {
          const k = c.pick % model.rates.length;
          model.rates = stored(model.rates.map((r, i) => (i === k ? rateOf(c.rate) : r)));
        }
        return ['rate', 'r'];
      case 'rate-':
        if (model.rates.length > 0) model.rates = model.rates.filter((_, i) => i !== c.pick % model.rates.length);
        return ['rate', 'r'];
      case 'activity': {
        if (model.activities.length === 0 || c.pick % 3 === 0) {
          const id = idOf(model.next++);
          model.activities = [...model.activities, slice(c.to, id)];
          return ['activity', id];
        }
        const target = model.activities[c.pick % model.activities.length];
        model.activities = c.drop
          ? model.activities.filter((a) => a !== target)
          : model.activities.map((a) => (a === target ? slice(c.to, a.id) : a));
        return ['activity', target.id];
      }
      case 'move': {
        // A subtask keeps its parent's project; a cycle is refused (then only the project changes).
        const id = TASK[c.task];
        let parent = c.parent === 0 ? null : TASK[c.parent - 1];
        for (let p = parent; p !== null; p = model.catalog.tasks.get(p)!.parentTaskId) if (p === id) parent = null;
        const projectId = parent !== null ? model.catalog.tasks.get(parent)!.projectId : c.project === 0 ? null : PROJ[c.project - 1];
        model.catalog.tasks.set(id, { parentTaskId: parent, projectId });
        return ['task', id];
      }
      case 'client':
        model.catalog.projectClients.set(PROJ[c.project], CLIENTS[c.client]);
        return ['project', PROJ[c.project]];
    }
  }

  it('after rate creations, edits and deletions of every scope (and activities, tasks and projects moved), is byte for byte the report computed afresh', () => {
    let repricedSome = 0;
    fc.assert(
      fc.property(
        fc.array(activitySpec, { maxLength: 40 }),
        fc.array(rateSpec, { maxLength: 6 }),
        fc.array(fc.array(change, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/St_Johns', 'Australia/Lord_Howe', 'America/Santiago'),
        fc.constantFrom<ReportPeriod>('daily', 'weekly'),
        fc.constantFrom<boolean | null>(null, null, true, false),
        (specs, rateSpecs, rounds, zoneId, period, billable) => {
          const model = {
            activities: specs.map((s, i) => slice(s, idOf(i))),
            rates: stored(rateSpecs.map(rateOf)),
            catalog: catalogOf(),
            next: specs.length,
          };
          let revision = 10;
          const first = freshOf(period, zoneId, model.activities, billable, model.catalog, model.rates, revision);
          const patchable = PatchableReport.of(
            first.shape,
            first.report,
            first.billing,
            first.bytes,
            first.layout,
            revision,
            'a',
            first.pricing,
          );
          for (const round of rounds) {
            const events: ReportChange[] = [
              { sequence: revision, entityType: 'activity', changeType: 'updated', entityId: 'x', mark: 'a' },
            ];
            for (const c of round) {
              const [entityType, entityId] = applyChange(c, model);
              events.push({ sequence: revision + events.length, entityType, changeType: 'updated', entityId, mark: '' });
            }
            revision += round.length;
            // As ReportsService.patch does it.
            const changes = patchableChanges(events, patchable.revision, 'a', revision)!;
            expect(changes).not.toBeNull();
            let reprice = changes.rates;
            const checked = patchable.placesToCheck(changes);
            if (!reprice && checked.tasks.length + checked.projects.length > 0) {
              const placed = pricingOf(model.catalog, model.rates, [
                ...checked.tasks.map((taskId) => ({ taskId, projectId: null })),
                ...checked.projects.map((projectId) => ({ taskId: null, projectId })),
              ]);
              reprice = !patchable.placesHold(checked, placed);
            }
            const current = freshOf(period, zoneId, model.activities, billable, model.catalog, model.rates, revision).read.filter((a) =>
              changes.activities.has(a.id),
            );
            const plan = patchable.apply(changes.activities, current)!;
            let pricer: Pricer;
            if (reprice) {
              pricer = patchable.reprice(plan, pricingOf(model.catalog, model.rates, patchable.pricedPairs()));
              if (plan.repriced.size > 0) repricedSome++;
            } else {
              const pricing = pricingOf(model.catalog, model.rates, plan.billable);
              patchable.notePricing(pricing, plan.billable.length > 0);
              pricer = makePricer(pricing);
            }
            const patched = patchable.render(plan, pricer, { zoneId, fromNs: from, toNs: to, revision, nowNs: now });
            const again = freshOf(period, zoneId, model.activities, billable, model.catalog, model.rates, revision);
            expect(patched.toString('utf8')).toBe(again.bytes.toString('utf8'));
            expect(patchable.etag(patched)).toBe(layoutTag(again.bytes, again.layout));
          }
        },
      ),
      { numRuns: 400 },
    );
    // The property ran through repricing, not only through whole buckets worked out again.
    expect(repricedSome).toBeGreaterThan(100);
  });

  it('reprices only the buckets holding a line whose price changed', () => {
    const catalog = catalogOf();
    const rates = [rateOf({ scope: 0, whole: 80, fraction: 0, currency: 'EUR', from: null })];
    // Task 1 on the 21st, task 3 (another project and client) on the 22nd and the 24th: two lines each on the 23rd.
    const activities = [
      slice({ startMin: 2 * 24 * 60 + 600, lengthNs: 60n * MIN, task: 1, project: 0, billable: true, n: 0 }, idOf(1)),
      slice({ startMin: 3 * 24 * 60 + 600, lengthNs: 60n * MIN, task: 3, project: 0, billable: true, n: 0 }, idOf(2)),
      slice({ startMin: 4 * 24 * 60 + 600, lengthNs: 60n * MIN, task: 1, project: 0, billable: true, n: 0 }, idOf(3)),
      slice({ startMin: 5 * 24 * 60 + 600, lengthNs: 60n * MIN, task: 3, project: 0, billable: true, n: 0 }, idOf(4)),
    ];
    const first = freshOf('daily', 'UTC', activities, null, catalog, rates, 3);
    const keyOf = (b: number) => first.shape.buckets[b].key;
    const reprice = (report: PatchableReport, now: StoredRate[]) => {
      const plan = report.apply(new Set(), [])!;
      report.reprice(plan, pricingOf(catalog, now, report.pricedPairs()));
      return [...plan.repriced.keys()].map(keyOf).sort();
    };
    const report = PatchableReport.of(first.shape, first.report, first.billing, first.bytes, first.layout, 3, 'a', first.pricing);
    // Client 2's rate from the 22nd on: task 3's lines.
    const client2 = rateOf({ scope: 2, whole: 12000, fraction: 0, currency: 'JPY', from: at('2026-03-22T00:00:00Z') });
    expect(reprice(report, [...rates, client2])).toEqual(['2026-03-22', '2026-03-24']);
    // The same rate again: nothing changed; one from the 23rd on for task 1's project: only the 23rd.
    expect(reprice(report, [...rates, client2])).toEqual([]);
    const project1 = rateOf({ scope: 3, whole: 95, fraction: 5000, currency: 'EUR', from: at('2026-03-23T00:00:00Z') });
    expect(reprice(report, [...rates, client2, project1])).toEqual(['2026-03-23']);
    // Edited to a date after every line, then deleted: nothing, then the 23rd again; the default at the same price: nothing.
    const later = { ...project1, effectiveFromNs: at('2026-04-30T00:00:00Z') };
    expect(reprice(report, [...rates, client2, later])).toEqual(['2026-03-23']);
    expect(reprice(report, [...rates, client2])).toEqual([]);
    expect(reprice(report, [rateOf({ scope: 0, whole: 80, fraction: 0, currency: 'EUR', from: null }), client2])).toEqual([]);
    // The default at the same figure in another currency: every line but task 3's (client 2's rate).
    expect(reprice(report, [rateOf({ scope: 0, whole: 80, fraction: 0, currency: 'USD', from: null }), client2])).toEqual([
      '2026-03-21',
      '2026-03-23',
    ]);
    // Every rate deleted: every line.
    expect(reprice(report, [])).toEqual(['2026-03-21', '2026-03-22', '2026-03-23', '2026-03-24']);
    // Task 3's time deleted: its pair is no longer priced.
    expect(report.pricedPairs()).toEqual([
      { taskId: TASK[0], projectId: null },
      { taskId: TASK[2], projectId: null },
    ]);
    report.apply(new Set([idOf(2), idOf(4)]), []);
    expect(report.pricedPairs()).toEqual([{ taskId: TASK[0], projectId: null }]);
  });
});

describe('patchableChanges', () => {
  const event = (sequence: number, entityType: string, changeType = 'updated', entityId = `e${sequence}`): ReportChange => ({
    sequence,
    entityType,
    changeType,
    entityId,
    mark: `${entityType}.${changeType}.${entityId}.${sequence}`,
  });
  const anchor = event(5, 'activity').mark;

  it('names the changed activities, and the tasks and projects changed, when nothing else a report reads changed', () => {
    const events = [
      event(5, 'activity'),
      event(6, 'activity', 'created', 'a'),
      event(7, 'label', 'deleted'),
      event(8, 'workSession'),
      event(9, 'task', 'created', 't1'),
      event(10, 'activity', 'deleted', 'b'),
      event(11, 'activity', 'updated', 'a'),
      event(12, 'task', 'updated', 't2'),
      event(13, 'project', 'deleted', 'p1'),
      event(14, 'client', 'updated', 'c1'),
    ];
    expect(patchableChanges(events, 5, anchor, 14)).toEqual({
      activities: new Set(['a', 'b']),
      tasks: new Set(['t1', 't2']),
      projects: new Set(['p1']),
      rates: false,
    });
    expect(patchableChanges([event(5, 'activity'), event(6, 'label')], 5, anchor, 6)).toEqual({
      activities: new Set(),
      tasks: new Set(),
      projects: new Set(),
      rates: false,
    });
    // A rate created, edited or deleted: the report is repriced.
    for (const change of ['created', 'updated', 'deleted'])
      expect(
        patchableChanges([event(5, 'activity'), event(6, 'rate', change), event(7, 'activity', 'created', 'a')], 5, anchor, 7),
      ).toEqual({
        activities: new Set(['a']),
        tasks: new Set(),
        projects: new Set(),
        rates: true,
      });
  });

  it('refuses anything else a report reads (the zone), and a history that does not run unbroken from the anchor', () => {
    for (const [type, change] of [
      ['profile', 'updated'],
      ['account', 'updated'],
    ])
      expect(patchableChanges([event(5, 'activity'), event(6, type, change)], 5, anchor, 6)).toBeNull();
    // Another history at the same sequence (a restore), pruned events, a gap, or the events cut short.
    expect(patchableChanges([event(5, 'activity', 'created'), event(6, 'activity')], 5, anchor, 6)).toBeNull();
    expect(patchableChanges([event(6, 'activity')], 5, anchor, 6)).toBeNull();
    expect(patchableChanges([event(5, 'activity'), event(7, 'activity')], 5, anchor, 7)).toBeNull();
    expect(patchableChanges([event(5, 'activity'), event(6, 'activity')], 5, anchor, 7)).toBeNull();
    expect(patchableChanges([event(5, 'activity')], 0, anchor, 5)).toBeNull();
    // The owner's row written again without an event (what a restore at the same sequence does).
    expect(patchableChanges([event(5, 'activity')], 5, anchor, 5)).toBeNull();
  });
});

describe("KeptActivities.changed (a summary's kept rows)", () => {
  const event = (sequence: number, entityType: string, changeType = 'updated', entityId = `e${sequence}`): ReportChange => ({
    sequence,
    entityType,
    changeType,
    entityId,
    mark: `${entityType}.${changeType}.${entityId}.${sequence}`,
  });
  const kept = () => new KeptActivities(0n, 1n, new Map(), 5, event(5, 'activity').mark);

  it("names the changed activities whatever else changed: the rows are an activity's own", () => {
    const events = [
      event(5, 'activity'),
      event(6, 'rate', 'created'),
      event(7, 'profile'),
      event(8, 'task', 'updated', 't'),
      event(9, 'activity', 'deleted', 'a'),
      event(10, 'label', 'deleted'),
    ];
    expect(kept().changed(events, 10)).toEqual(new Set(['a']));
  });

  it("reads every row again when the events do not run unbroken from the rows' own, or none moved the stamp", () => {
    expect(kept().changed([event(5, 'rate'), event(6, 'activity')], 6)).toBeNull();
    expect(kept().changed([event(5, 'activity'), event(7, 'activity')], 7)).toBeNull();
    expect(kept().changed([event(5, 'activity')], 5)).toBeNull();
  });
});
