import fc from 'fast-check';
import { parseInstant } from '../common/time/instant';
import { StoredRate, computeReportBilling, makePricer } from './billing';
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
    });
    expect(patchableChanges([event(5, 'activity'), event(6, 'label')], 5, anchor, 6)).toEqual({
      activities: new Set(),
      tasks: new Set(),
      projects: new Set(),
    });
  });

  it('refuses anything else a report reads, and a history that does not run unbroken from the anchor', () => {
    for (const [type, change] of [
      ['profile', 'updated'],
      ['rate', 'created'],
      ['rate', 'deleted'],
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
