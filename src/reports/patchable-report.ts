import { createHash } from 'node:crypto';
import {
  Billing,
  Price,
  PriceSteps,
  PricedActivity,
  Pricer,
  PricingData,
  ReportBilling,
  StoredRate,
  TaskPlace,
  eachLine,
  makePriceSteps,
  priceLine,
} from './billing';
import { NO_ROUNDING } from './report-time';
import { ReportJsonPieces, ReportLayout, ReportMeta, TASK_TOTAL_START, taskIdJson } from './report.mapper';
import {
  ActivitySlice,
  Bucket,
  BucketTotal,
  ClippedInterval,
  ComputedReport,
  ReportPeriod,
  bucketIndexOf,
  compareIntervals,
  sortedTotals,
} from './report-computation';

/**
 * A daily or weekly JSON report (unrounded, no running activity) kept with what it was made of, so
 * that after a change only the buckets the change touched are worked out and written again.
 *
 * Why this is exact: every figure of these reports is a sum over lines (an activity's part within
 * one local day of the report zone), and every line lies in exactly one bucket. So the whole range's
 * total, its task totals and every billing figure are the sums of the buckets' figures, whichever
 * buckets were worked out when; the intervals' order (by clipped start, then activity ID) is the
 * buckets' order, then that order within each bucket. A bucket is worked out from the intervals
 * overlapping it with the same arithmetic as the whole report (computeReport, computeReportBilling)
 * and written with the same pieces (ReportJsonPieces). patchable-report.spec.ts holds the bytes of
 * every patched report to those of the report computed afresh from the same data.
 *
 * What may change in between is decided by the caller from the change feed (patchableChanges):
 * activities (whose IDs are given here), things no such report reads, and what its prices depend
 * on: the rates, and where the billable tasks sit (see reprice).
 *
 * Why a reprice is exact: a line's price is a function of its (task, project) pair and its start
 * instant, and for one pair that function is constant between the effectiveFrom instants of the
 * rates. The report keeps the rates and the places (tasks' parents and projects, projects' clients)
 * its lines were priced with (nothing else prices them: a rate or a move is always repriced), so
 * for each pair the old and the new price can be compared on every stretch between two rates'
 * instants. A line that starts in a stretch where its pair's price differs is taken out of its
 * bucket's billing (and its block's) at the old price and added at the new one (Billing.remove: the
 * figures are then those of adding every line at its price), and the bucket's object is written
 * again; every other line keeps the price it had, and every other bucket its bytes.
 */
interface BucketState {
  figures: BucketTotal;
  billing: Billing | undefined;
  bills: Map<string | null, Billing> | undefined;
  /** The intervals overlapping the bucket, in no order. */
  overlapping: ClippedInterval[];
  /** Its pieces of the response: the intervals starting in it (comma-separated), and its object; and their SHA-256s. */
  intervalsJson: Buffer;
  json: Buffer;
  intervalsHash: Buffer;
  jsonHash: Buffer;
}

/** Figures summed over buckets. */
class Sum {
  totalNs = 0n;
  readonly tasks = new Map<string | null, bigint>();
  billing: Billing | undefined;
  readonly bills = new Map<string | null, Billing>();

  addBucket(state: BucketState): void {
    for (const t of state.figures.tasks) this.addTask(t.taskId, t.totalNs);
    this.addFigures(state.figures.totalNs, state.billing, state.bills);
  }

  addSum(other: Sum): void {
    for (const [taskId, ns] of other.tasks) this.addTask(taskId, ns);
    this.addFigures(other.totalNs, other.billing, other.bills);
  }

  private addTask(taskId: string | null, ns: bigint): void {
    this.tasks.set(taskId, (this.tasks.get(taskId) ?? 0n) + ns);
  }

  private addFigures(totalNs: bigint, billing: Billing | undefined, bills: Map<string | null, Billing> | undefined): void {
    this.totalNs += totalNs;
    if (billing) (this.billing ??= new Billing()).addAll(billing);
    if (bills)
      for (const [taskId, b] of bills) {
        let task = this.bills.get(taskId);
        if (task === undefined) this.bills.set(taskId, (task = new Billing()));
        task.addAll(b);
      }
  }
}

function billingOf(bills: Map<string | null, Billing>, taskId: string | null): Billing {
  let billing = bills.get(taskId);
  if (billing === undefined) bills.set(taskId, (billing = new Billing()));
  return billing;
}

/** Buckets summed in blocks of this many: a patch sums the blocks it touched again, then the blocks. */
const BLOCK = 16;

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** Most segments between pieces are empty or one comma: their hashes are made once. */
const EMPTY_HASH = sha256(Buffer.alloc(0));
const COMMA_HASH = sha256(Buffer.from(','));
const gapHash = (gap: Buffer): Buffer =>
  gap.length === 0 ? EMPTY_HASH : gap.length === 1 && gap[0] === COMMA[0] ? COMMA_HASH : sha256(gap);

/**
 * The ETag of a report written from pieces: the SHA-256 of the SHA-256s of its segments (each
 * piece, and the bytes between and around them), in order. As strong as a hash of the bytes (the
 * segments' hashes name the bytes), and a patch hashes only the pieces it wrote again instead of
 * the whole 3.8 MB of a year's daily report.
 */
function tagOf(bytes: Buffer, pieces: ReadonlyArray<readonly [number, number, Buffer]>): string {
  const outer = createHash('sha256');
  let at = 0;
  for (const [start, end, hash] of pieces) {
    outer.update(gapHash(bytes.subarray(at, start)));
    outer.update(hash);
    at = end;
  }
  outer.update(gapHash(bytes.subarray(at)));
  return `"h${outer.digest('hex').slice(0, 32)}"`;
}

/** The ETag of a report just written with `layout` (the same tag PatchableReport.etag gives it). */
export function layoutTag(bytes: Buffer, layout: ReportLayout): string {
  const pieces: Array<[number, number, Buffer]> = [];
  for (const [start, end] of [...layout.intervals, ...layout.buckets]) pieces.push([start, end, sha256(bytes.subarray(start, end))]);
  return tagOf(bytes, pieces);
}

export interface ReportShape {
  period: ReportPeriod;
  zoneId: string;
  fromNs: bigint;
  toNs: bigint;
  /** The report's buckets (days or weeks) and the local days its lines are cut at. */
  buckets: readonly Bucket[];
  days: readonly Bucket[];
}

/**
 * What a patch must work out again: the buckets (their figures, intervals and billing), the billable
 * intervals in them (their prices are read for them), and after a reprice, the other buckets whose
 * billing alone changes.
 */
export interface PatchPlan {
  buckets: number[];
  billable: ClippedInterval[];
  repriced: Map<number, RepricedLine[]>;
}

/** A line of a bucket whose price changed: its task and length, the price it was counted at, and its price now. */
interface RepricedLine {
  taskId: string | null;
  ns: bigint;
  before: Price | null;
  after: Price | null;
}

/** Where tasks and projects sat when intervals were priced (see PatchableReport.placesToCheck). */
interface Places {
  tasks: Map<string, TaskPlace>;
  projectClients: Map<string, string | null>;
}

const COMMA = Buffer.from(',');

export class PatchableReport {
  private constructor(
    readonly shape: ReportShape,
    /** The report's intervals by activity (an activity has at most one). */
    private readonly intervals: Map<string, ClippedInterval>,
    private readonly states: BucketState[],
    /** The buckets' figures summed by blocks of BLOCK. */
    private readonly blocks: Sum[],
    /** The revision the report shows, and the event that made it (see ReportsRepository.changesSince). */
    public revision: number,
    public anchor: string,
    /** Where the billable intervals' tasks and projects sat when they were priced (empty without rates). */
    private readonly places: Places,
    /** The owner's rates when its lines were priced (null: no line has been priced yet, so none is known). */
    private rates: readonly StoredRate[] | null = null,
    /** The billable intervals by task, then project: the lines of one pair have one price at each instant. */
    private readonly billable = new Map<string | null, Map<string | null, Set<ClippedInterval>>>(),
  ) {}

  /** The state of a report just written with `layout`. */
  static of(
    shape: ReportShape,
    report: ComputedReport,
    billing: ReportBilling | null,
    bytes: Buffer,
    layout: ReportLayout,
    revision: number,
    anchor: string,
    pricing: PricingData,
  ): PatchableReport {
    if (report.openIncluded) throw new Error('a report with a running activity depends on the clock');
    const intervals = new Map<string, ClippedInterval>();
    const states: BucketState[] = report.buckets.map((figures, b) => {
      const intervalsJson = bytes.subarray(layout.intervals[b][0], layout.intervals[b][1]);
      const json = bytes.subarray(layout.buckets[b][0], layout.buckets[b][1]);
      return {
        figures,
        billing: billing?.buckets[b],
        bills: billing?.bucketTasks[b],
        overlapping: [],
        intervalsJson,
        json,
        intervalsHash: sha256(intervalsJson),
        jsonHash: sha256(json),
      };
    });
    const result = new PatchableReport(shape, intervals, states, [], revision, anchor, { tasks: new Map(), projectClients: new Map() });
    result.notePricing(
      pricing,
      report.intervals.some((i) => i.billable === true),
    );
    for (let k = 0; k * BLOCK < states.length; k++) result.blocks.push(result.blockSum(k));
    for (const interval of report.intervals) {
      intervals.set(interval.activityId, interval);
      result.index(interval, true);
      result.eachBucket(interval, (b) => states[b].overlapping.push(interval));
    }
    return result;
  }

  /** The ETag of the report as last written (of(), render()): see tagOf. */
  etag(bytes: Buffer): string {
    const pieces: Array<[number, number, Buffer]> = [];
    const offsetIn = (view: Buffer) => view.byteOffset - bytes.byteOffset;
    for (const s of this.states)
      pieces.push([offsetIn(s.intervalsJson), offsetIn(s.intervalsJson) + s.intervalsJson.length, s.intervalsHash]);
    for (const s of this.states) pieces.push([offsetIn(s.json), offsetIn(s.json) + s.json.length, s.jsonHash]);
    return tagOf(bytes, pieces);
  }

  /**
   * Of the tasks and projects changed since, those whose place this report's prices depend on: if
   * one of them now sits elsewhere (another parent or project, another client), another rate may
   * apply to intervals the patch would not touch, so its prices must be compared (reprice).
   */
  placesToCheck(changes: ReportChanges): { tasks: string[]; projects: string[] } {
    return {
      tasks: [...changes.tasks].filter((id) => this.places.tasks.has(id)),
      projects: [...changes.projects].filter((id) => this.places.projectClients.has(id)),
    };
  }

  /** Whether the places checked (placesToCheck) are where they were, by `now` (read for them). */
  placesHold(checked: { tasks: string[]; projects: string[] }, now: PricingData): boolean {
    const samePlace = (a: TaskPlace | undefined, b: TaskPlace | undefined) =>
      a !== undefined && b !== undefined && a.parentTaskId === b.parentTaskId && a.projectId === b.projectId;
    return (
      checked.tasks.every((id) => samePlace(now.tasks.get(id), this.places.tasks.get(id))) &&
      checked.projects.every((id) => now.projectClients.has(id) && now.projectClients.get(id) === this.places.projectClients.get(id))
    );
  }

  /**
   * Remembers the rates and the places of what was just priced (the report's first pricing, then
   * each patch's); `priced`: the pricing was read for at least one billable interval (else it was
   * not read at all, and says nothing of the rates).
   */
  notePricing(pricing: PricingData, priced: boolean): void {
    if (!priced) return;
    this.rates = pricing.rates;
    for (const [id, place] of pricing.tasks) this.places.tasks.set(id, place);
    for (const [id, client] of pricing.projectClients) this.places.projectClients.set(id, client);
  }

  /** The (task, project) pairs of the report's billable intervals, once each: what its prices are read for. */
  pricedPairs(): PricedActivity[] {
    const pairs: PricedActivity[] = [];
    for (const [taskId, byProject] of this.billable) for (const projectId of byProject.keys()) pairs.push({ taskId, projectId });
    return pairs;
  }

  /**
   * After the rates or the places of billable tasks changed (after apply()): adds to the plan the
   * buckets, besides those it works out anyway, holding a line whose price by `now` (read for
   * pricedPairs()) differs from the one it was priced at, and keeps `now` as what the report's lines
   * are priced with. See the class for why this is exact. Answers the pricer of `now` (for render()).
   */
  reprice(plan: PatchPlan, now: PricingData): Pricer {
    const { fromNs, toNs, buckets, days } = this.shape;
    const { steps: stepsBefore, pricer: before } = makePriceSteps(
      { rates: this.rates ?? [], tasks: this.places.tasks, projectClients: this.places.projectClients },
      fromNs,
      toNs,
    );
    const { steps: stepsAfter, pricer: after } = makePriceSteps(now, fromNs, toNs);
    const reworked = new Set(plan.buckets);
    for (const [taskId, byProject] of this.billable)
      for (const [projectId, intervals] of byProject) {
        const pair = { taskId, projectId };
        const stretches = changedStretches(stepsBefore(pair), stepsAfter(pair), toNs);
        if (stretches.length === 0) continue;
        for (const interval of intervals) {
          if (interval.endNs <= stretches[0][0] || interval.startNs >= stretches[stretches.length - 1][1]) continue;
          // Its lines start at its start, then at each local midnight within it (as eachLine cuts them).
          for (let day = bucketIndexOf(days, interval.startNs), cursor = interval.startNs; cursor < interval.endNs; day++) {
            const lineEnd = days[day].end < interval.endNs ? days[day].end : interval.endNs;
            if (lineEnd <= cursor) continue;
            const b = bucketIndexOf(buckets, cursor);
            if (!reworked.has(b) && stretches.some(([start, end]) => start <= cursor && cursor < end)) {
              const line = { taskId, ns: lineEnd - cursor, before: before(pair, cursor), after: after(pair, cursor) };
              let lines = plan.repriced.get(b);
              if (lines === undefined) plan.repriced.set(b, (lines = []));
              lines.push(line);
            }
            cursor = lineEnd;
          }
        }
      }
    this.places.tasks.clear();
    this.places.projectClients.clear();
    this.rates = null;
    this.notePricing(now, this.billable.size > 0);
    return after;
  }

  /** Adds a billable interval to the index by pair, or takes it out. */
  private index(interval: ClippedInterval, add: boolean): void {
    if (interval.billable !== true) return;
    let byProject = this.billable.get(interval.taskId);
    if (byProject === undefined) {
      if (!add) return;
      this.billable.set(interval.taskId, (byProject = new Map()));
    }
    let set = byProject.get(interval.projectId);
    if (set === undefined) {
      if (!add) return;
      byProject.set(interval.projectId, (set = new Set()));
    }
    if (add) {
      set.add(interval);
      return;
    }
    set.delete(interval);
    if (set.size > 0) return;
    byProject.delete(interval.projectId);
    if (byProject.size === 0) this.billable.delete(interval.taskId);
  }

  /** About what this report holds in memory besides its bytes (for the cache's budget). */
  get size(): number {
    return this.intervals.size * 400 + this.states.length * 2000 + (this.places.tasks.size + this.places.projectClients.size) * 200;
  }

  /**
   * Applies the changed activities: those of `changed` not in `current` are gone (deleted, or no
   * longer in the range or the report's filter). Returns what must be worked out again, or null
   * when one of them is running (such a report is not kept).
   */
  apply(changed: ReadonlySet<string>, current: readonly ActivitySlice[]): PatchPlan | null {
    if (current.some((a) => a.endNs === null)) return null;
    const touched = new Set<number>();
    for (const id of changed) {
      const old = this.intervals.get(id);
      if (old === undefined) continue;
      this.intervals.delete(id);
      this.index(old, false);
      this.eachBucket(old, (b) => {
        const list = this.states[b].overlapping;
        list.splice(list.indexOf(old), 1);
        touched.add(b);
      });
    }
    const { fromNs, toNs } = this.shape;
    for (const a of current) {
      const startNs = a.startNs > fromNs ? a.startNs : fromNs;
      const endNs = a.endNs! < toNs ? a.endNs! : toNs;
      if (endNs <= startNs) continue;
      const interval: ClippedInterval = {
        activityId: a.id,
        taskId: a.taskId,
        projectId: a.projectId,
        billable: a.billable === true,
        startNs,
        endNs,
        durationNs: endNs - startNs,
      };
      this.intervals.set(a.id, interval);
      this.index(interval, true);
      this.eachBucket(interval, (b) => {
        this.states[b].overlapping.push(interval);
        touched.add(b);
      });
    }
    const buckets = [...touched];
    return { buckets, billable: buckets.flatMap((b) => this.states[b].overlapping.filter((i) => i.billable)), repriced: new Map() };
  }

  /** Works the plan's buckets out again (prices from `pricer`), reprices its repriced lines, and writes the report at `meta`. */
  render(plan: PatchPlan, pricer: Pricer, meta: ReportMeta): Buffer {
    const pieces = new ReportJsonPieces(this.shape.period);
    for (const b of plan.buckets) this.rework(b, pricer, pieces);
    // A block with a bucket worked out again is summed again; one with repriced lines alone takes them as its buckets do.
    const resum = new Set(plan.buckets.map((b) => Math.floor(b / BLOCK)));
    for (const [b, lines] of plan.repriced) {
      const k = Math.floor(b / BLOCK);
      this.repriceBucket(b, lines, pieces, resum.has(k) ? null : this.blocks[k]);
    }
    for (const k of resum) this.blocks[k] = this.blockSum(k);
    this.revision = meta.revision;
    return this.write(pieces, meta);
  }

  /** Calls `fn` with the index of each bucket the interval overlaps. */
  private eachBucket(interval: ClippedInterval, fn: (b: number) => void): void {
    const { buckets } = this.shape;
    for (let b = bucketIndexOf(buckets, interval.startNs); b < buckets.length && buckets[b].start < interval.endNs; b++) fn(b);
  }

  /**
   * Takes the bucket's repriced lines out of its billing at the price they were counted at and adds
   * them at their price now (the same figures adding every line at its price gives: see
   * Billing.remove), then writes its object again.
   */
  private repriceBucket(b: number, lines: readonly RepricedLine[], pieces: ReportJsonPieces, block: Sum | null): void {
    const state = this.states[b];
    state.bills ??= new Map();
    for (const { taskId, ns, before, after } of lines) {
      const was = priceLine(ns, before);
      const is = priceLine(ns, after);
      const reprice = (billing: Billing) => {
        billing.remove(ns, before, was);
        billing.add(ns, after, is);
      };
      reprice((state.billing ??= new Billing()));
      reprice(billingOf(state.bills, taskId));
      if (block === null) continue;
      reprice((block.billing ??= new Billing()));
      reprice(billingOf(block.bills, taskId));
    }
    this.writeRepriced(state, new Set(lines.map((l) => l.taskId)), pieces);
  }

  /**
   * A repriced bucket's object: its head and the changed tasks' totals written again, the bytes of
   * every other task total kept (their figures did not change: the same bytes a writer gives). The
   * object is written whole if its kept bytes do not hold its task totals where they are expected.
   */
  private writeRepriced(state: BucketState, changed: ReadonlySet<string | null>, pieces: ReportJsonPieces): void {
    const old = state.json;
    const { tasks } = state.figures;
    const parts: Buffer[] = [Buffer.from(pieces.bucketHead(state.figures, state.billing), 'utf8')];
    const end = old.length - pieces.bucketEnd.length;
    if (old.toString('latin1', end) !== pieces.bucketEnd) return this.writeBucket(state, pieces);
    let at = old.indexOf(TASK_TOTAL_START);
    for (let i = 0; i < tasks.length; i++) {
      const t = tasks[i];
      const idText = taskIdJson(t.taskId);
      const idAt = at + TASK_TOTAL_START.length;
      // Where this task total ends: before the comma ahead of the next, or the object's end.
      const last = i + 1 === tasks.length;
      const next = last ? end + 1 : old.indexOf(TASK_TOTAL_START, idAt);
      if (at < 0 || next < 0 || (!last && old[next - 1] !== COMMA[0]) || old.toString('latin1', idAt, idAt + idText.length) !== idText)
        return this.writeBucket(state, pieces);
      if (i > 0) parts.push(COMMA);
      parts.push(changed.has(t.taskId) ? Buffer.from(pieces.taskTotal(t, state.bills?.get(t.taskId)), 'utf8') : old.subarray(at, next - 1));
      at = next;
    }
    parts.push(Buffer.from(pieces.bucketEnd, 'utf8'));
    state.json = Buffer.concat(parts);
    state.jsonHash = sha256(state.json);
  }

  /** Works bucket `b` out again. */
  private rework(b: number, pricer: Pricer, pieces: ReportJsonPieces): void {
    const state = this.states[b];
    const bucket = this.shape.buckets[b];
    const { days } = this.shape;
    let totalNs = 0n;
    const tasks = new Map<string | null, bigint>();
    let billing: Billing | undefined;
    let bills: Map<string | null, Billing> | undefined;
    for (const interval of state.overlapping) {
      const start = interval.startNs > bucket.start ? interval.startNs : bucket.start;
      const end = interval.endNs < bucket.end ? interval.endNs : bucket.end;
      totalNs += end - start;
      tasks.set(interval.taskId, (tasks.get(interval.taskId) ?? 0n) + (end - start));
      if (!interval.billable) continue;
      eachLine(interval, start, end, days, NO_ROUNDING, pricer, (ns, price, minor) => {
        (billing ??= new Billing()).add(ns, price, minor);
        bills ??= new Map();
        let task = bills.get(interval.taskId);
        if (task === undefined) bills.set(interval.taskId, (task = new Billing()));
        task.add(ns, price, minor);
      });
    }
    state.figures = { key: bucket.key, totalNs, tasks: sortedTotals(tasks) };
    state.billing = billing;
    state.bills = bills;
    const starting = state.overlapping.filter((i) => i.startNs >= bucket.start).sort(compareIntervals);
    state.intervalsJson = Buffer.from(starting.map((i) => pieces.interval(i)).join(','), 'utf8');
    state.intervalsHash = sha256(state.intervalsJson);
    this.writeBucket(state, pieces);
  }

  /** The bucket's object in the response, from its figures and billing. */
  private writeBucket(state: BucketState, pieces: ReportJsonPieces): void {
    let json = '';
    pieces.bucket((text) => (json += text), state.figures, state.billing, state.bills);
    state.json = Buffer.from(json, 'utf8');
    state.jsonHash = sha256(state.json);
  }

  private blockSum(k: number): Sum {
    const sum = new Sum();
    for (const state of this.states.slice(k * BLOCK, (k + 1) * BLOCK)) sum.addBucket(state);
    return sum;
  }

  /** The whole report from the buckets' pieces; the buckets' pieces then point into it (the old bytes can go). */
  private write(pieces: ReportJsonPieces, meta: ReportMeta): Buffer {
    const sum = new Sum();
    for (const block of this.blocks) sum.addSum(block);
    const { totalNs, tasks, billing, bills } = sum;
    let tail = pieces.tasksOpen;
    pieces.taskTotals((text) => (tail += text), sortedTotals(tasks), bills);
    tail += pieces.end;
    const parts: Buffer[] = [Buffer.from(pieces.head(meta, totalNs, billing, false), 'utf8')];
    const intervalAt: number[] = [];
    const bucketAt: number[] = [];
    let length = parts[0].length;
    const push = (part: Buffer) => {
      parts.push(part);
      length += part.length;
    };
    let first = true;
    for (const state of this.states) {
      if (state.intervalsJson.length > 0 && !first) push(COMMA);
      intervalAt.push(length);
      if (state.intervalsJson.length > 0) {
        push(state.intervalsJson);
        first = false;
      }
    }
    push(Buffer.from(pieces.bucketsOpen, 'utf8'));
    this.states.forEach((state, b) => {
      if (b > 0) push(COMMA);
      bucketAt.push(length);
      push(state.json);
    });
    push(Buffer.from(tail, 'utf8'));
    const bytes = Buffer.concat(parts, length);
    this.states.forEach((state, b) => {
      state.intervalsJson = bytes.subarray(intervalAt[b], intervalAt[b] + state.intervalsJson.length);
      state.json = bytes.subarray(bucketAt[b], bucketAt[b] + state.json.length);
    });
    return bytes;
  }
}

/** A change event as the report reads it. */
export interface ReportChange {
  sequence: number;
  entityType: string;
  changeType: string;
  entityId: string;
  /** The event's own mark (its type, ID and time), which no other history repeats. */
  mark: string;
}

/**
 * The activities changed between something kept (at `revision`, made by the event marked `anchor`)
 * and the owner's `current` revision, from the events since (the first of them the anchor's); null
 * when it must be made afresh: the events do not run unbroken from the anchor (pruned, or the
 * database holds another history, as after a restore), nothing changed (a stamp that moved with no
 * event: a restore, say, rewrote the owner's row), or an event other than an activity's is not
 * one `unaffected` allows.
 */
export function changedActivities(
  events: readonly ReportChange[],
  revision: number,
  anchor: string,
  current: number,
  unaffected: (event: ReportChange) => boolean,
): Set<string> | null {
  if (revision <= 0 || current <= revision || events.length !== current - revision + 1) return null;
  if (events[0].sequence !== revision || events[0].mark !== anchor) return null;
  const activities = new Set<string>();
  for (let i = 1; i < events.length; i++) {
    const e = events[i];
    if (e.sequence !== revision + i) return null;
    if (e.entityType === 'activity') activities.add(e.entityId);
    else if (!unaffected(e)) return null;
  }
  return activities;
}

/**
 * What changed since a kept daily or weekly report was made: the activities, the tasks and projects
 * updated or deleted, and whether a rate changed (created, edited or deleted).
 */
export interface ReportChanges {
  activities: Set<string>;
  tasks: Set<string>;
  projects: Set<string>;
  rates: boolean;
}

/**
 * changedActivities() for a kept daily or weekly report. These reports name no record, so of the
 * catalogue they read only where the billable tasks sit (their parents and projects, and those
 * projects' clients), which decides the rates that price them: a changed task or project is
 * named here for the caller to check (PatchableReport.placesToCheck), a client never matters
 * (rates name it by ID). A rate's event says the prices must be compared (PatchableReport.reprice:
 * the rates are read anew, whatever the event's rate was). Labels and work sessions are not read.
 * Refused: the profile (its zone).
 */
export function patchableChanges(events: readonly ReportChange[], revision: number, anchor: string, current: number): ReportChanges | null {
  const tasks = new Set<string>();
  const projects = new Set<string>();
  let rates = false;
  const activities = changedActivities(events, revision, anchor, current, (e) => {
    if (e.entityType === 'task') tasks.add(e.entityId);
    else if (e.entityType === 'project') projects.add(e.entityId);
    else if (e.entityType === 'rate') rates = true;
    return ['label', 'workSession', 'client', 'project', 'task', 'rate'].includes(e.entityType);
  });
  return activities === null ? null : { activities, tasks, projects, rates };
}

/** Two prices price every line alike: the same currency at the same rate (null: unpriced). */
function samePrice(a: Price | null, b: Price | null): boolean {
  return a === null || b === null ? a === b : a.currency === b.currency && a.rate === b.rate;
}

/** Where two step functions over [from, to) (both starting at from) differ: the stretches [start, end), in order, adjacent ones joined. */
function changedStretches(before: PriceSteps, after: PriceSteps, toNs: bigint): Array<[bigint, bigint]> {
  const stretches: Array<[bigint, bigint]> = [];
  let i = 0;
  let j = 0;
  let at = before[0][0];
  while (at < toNs) {
    while (i + 1 < before.length && before[i + 1][0] <= at) i++;
    while (j + 1 < after.length && after[j + 1][0] <= at) j++;
    const next1 = i + 1 < before.length ? before[i + 1][0] : toNs;
    const next2 = j + 1 < after.length ? after[j + 1][0] : toNs;
    const end = next1 < next2 ? next1 : next2;
    if (!samePrice(before[i][1], after[j][1])) {
      const last = stretches[stretches.length - 1];
      if (last !== undefined && last[1] === at) last[1] = end;
      else stretches.push([at, end]);
    }
    at = end;
  }
  return stretches;
}
