import { formatDuration } from '../common/time/duration';
import { type EpochNs } from '../common/time/instant';
import { amountAtFactor, amountFactor, formatAmount, minorDigits, parseRate } from '../rates/money';
import { Bucket, ClippedInterval, bucketIndexOf } from './report-computation';
import { Rounding, roundDuration } from './report-time';

/**
 * Billing figures of reports, pure. A line is one activity part within one local day of the report
 * zone, clipped to the range (and rounded when the report rounds). A billable line is priced at the
 * rate in effect at its start instant: amount = duration × hourly rate, exact, rounded once, half to
 * even, to the currency's minor unit. Every total is the sum of its lines' rounded amounts, so rows
 * add up to their totals in every grouping.
 *
 * Which rate applies at t: the first of these scopes with a rate whose effectiveFrom <= t (null: the
 * beginning of time), taking the latest such: the task, its ancestors (nearest first), the project
 * (the activity's own, else its task's), that project's client, the owner's default.
 */

/** A stored rate as the reports read it. */
export interface StoredRate {
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
  /** Decimal text, e.g. "80.5000". */
  hourlyRate: string;
  currency: string;
  effectiveFromNs: EpochNs | null;
}

/** A rate ready for arithmetic. */
export interface Price {
  currency: string;
  /** Hourly rate in ten-thousandths. */
  rate: bigint;
  /** Minor-unit digits of the currency. */
  digits: number;
  /** rate × 10^digits, worked out once (see amountFactor). */
  factor: bigint;
}

interface Dated {
  /** null: since always. */
  fromNs: EpochNs | null;
  price: Price;
}

/** Where a task sits: its parent and its project. */
export interface TaskPlace {
  parentTaskId: string | null;
  projectId: string | null;
}

export interface PricingData {
  rates: readonly StoredRate[];
  tasks: ReadonlyMap<string, TaskPlace>;
  /** Each project's client. */
  projectClients: ReadonlyMap<string, string | null>;
}

/** What pricing needs of an activity. */
export interface PricedActivity {
  taskId: string | null;
  projectId: string | null;
}

const DEFAULT_SCOPE = 'default';

/** The price of a billable moment of an activity; null: unpriced. */
export type Pricer = (activity: PricedActivity, atNs: EpochNs) => Price | null;

/** Each (task, project) pair's scope chain: its scopes' rates in order, each list latest first. */
type ChainOf = (activity: PricedActivity) => Dated[][];

/** The scope chains over the owner's rates; each pair's chain is worked out once. */
function chainsOf(data: PricingData): ChainOf {
  const byScope = new Map<string, Dated[]>();
  const prices = new Map<string, Price>();
  for (const r of data.rates) {
    const key =
      r.taskId !== null
        ? `t${r.taskId}`
        : r.projectId !== null
          ? `p${r.projectId}`
          : r.clientId !== null
            ? `c${r.clientId}`
            : DEFAULT_SCOPE;
    const priceKey = `${r.currency} ${r.hourlyRate}`;
    let price = prices.get(priceKey);
    if (price === undefined) {
      const rate = parseRate(r.hourlyRate)!;
      const digits = minorDigits(r.currency);
      prices.set(priceKey, (price = { currency: r.currency, rate, digits, factor: amountFactor(rate, digits) }));
    }
    let list = byScope.get(key);
    if (!list) byScope.set(key, (list = []));
    list.push({ fromNs: r.effectiveFromNs, price });
  }
  // Latest first: the first entry not after t is the one in effect.
  for (const list of byScope.values())
    list.sort((a, b) => (a.fromNs === b.fromNs ? 0 : a.fromNs === null ? 1 : b.fromNs === null ? -1 : a.fromNs > b.fromNs ? -1 : 1));
  // Chains by task, then project: a summary asks once per line, so no key strings are built.
  const chains = new Map<string | null, Map<string | null, Dated[][]>>();
  return (a: PricedActivity): Dated[][] => {
    let byProject = chains.get(a.taskId);
    if (byProject === undefined) chains.set(a.taskId, (byProject = new Map()));
    let chain = byProject.get(a.projectId);
    if (chain !== undefined) return chain;
    const keys: string[] = [];
    let taskProject: string | null = null;
    const seen = new Set<string>();
    for (let id = a.taskId; id !== null && !seen.has(id);) {
      seen.add(id);
      keys.push(`t${id}`);
      const place = data.tasks.get(id);
      if (id === a.taskId) taskProject = place?.projectId ?? null;
      id = place?.parentTaskId ?? null;
    }
    const projectId = a.projectId ?? taskProject;
    if (projectId !== null) {
      keys.push(`p${projectId}`);
      const clientId = data.projectClients.get(projectId) ?? null;
      if (clientId !== null) keys.push(`c${clientId}`);
    }
    keys.push(DEFAULT_SCOPE);
    chain = keys.flatMap((k) => {
      const list = byScope.get(k);
      return list ? [list] : [];
    });
    byProject.set(a.projectId, chain);
    return chain;
  };
}

/** A pricer over the owner's rates; the scope chain of each (task, project) pair is worked out once. */
export function makePricer(data: PricingData): Pricer {
  return data.rates.length === 0 ? () => null : pricerOver(chainsOf(data));
}

function pricerOver(chainOf: ChainOf): Pricer {
  return (activity, atNs) => {
    for (const list of chainOf(activity)) {
      for (const dated of list) if (dated.fromNs === null || dated.fromNs <= atNs) return dated.price;
    }
    return null;
  };
}

/**
 * A pair's prices over [from, to) as steps, each [start, price] in force until the next step's start
 * (the last until `to`), the first at `from`: what the pricer answers for every instant of the range.
 */
export type PriceSteps = ReadonlyArray<readonly [EpochNs, Price | null]>;

/**
 * makePricer's pricer, and the steps of each pair's prices over [from, to) (see PriceSteps): a price
 * changes only where one of its chain's rates takes effect. Between those instants every scope's
 * list has the same entry in effect, so the price at each instant (as the pricer finds it) holds
 * until the next one.
 */
export function makePriceSteps(
  data: PricingData,
  fromNs: EpochNs,
  toNs: EpochNs,
): { pricer: Pricer; steps: (activity: PricedActivity) => PriceSteps } {
  if (data.rates.length === 0) return { pricer: () => null, steps: () => [[fromNs, null]] };
  const chainOf = chainsOf(data);
  const steps = (activity: PricedActivity): PriceSteps => {
    const chain = chainOf(activity);
    const cuts = new Set<bigint>();
    for (const list of chain) for (const d of list) if (d.fromNs !== null && d.fromNs > fromNs && d.fromNs < toNs) cuts.add(d.fromNs);
    const starts = [fromNs, ...[...cuts].sort((a, b) => (a < b ? -1 : 1))];
    // Each list's entry in effect, found by walking it from its earliest entry as the starts go on.
    const at = chain.map((list) => list.length);
    const result: Array<[EpochNs, Price | null]> = [];
    for (const t of starts) {
      let price: Price | null = null;
      for (let s = 0; s < chain.length; s++) {
        const list = chain[s];
        while (at[s] > 0 && (list[at[s] - 1].fromNs === null || list[at[s] - 1].fromNs! <= t)) at[s]--;
        if (price === null && at[s] < list.length) price = list[at[s]].price;
      }
      result.push([t, price]);
    }
    return result;
  };
  return { pricer: pricerOver(chainOf), steps };
}

/** A currency's figures in one object: its lines' amounts (minor units) and how many priced lines it holds. */
interface Amount {
  minor: bigint;
  digits: number;
  lines: number;
}

/** Billing figures of one report object. */
export class Billing {
  billableNs = 0n;
  unpricedNs = 0n;
  /** Minor units per currency (a currency is here while it has a priced line, whatever its amount). */
  readonly amounts = new Map<string, Amount>();
  /** The entry of the last line's currency: lines of one object mostly share it (no map lookup). */
  private last: { currency: string; entry: Amount } | null = null;

  /** One billable line of `ns` at `price` (null: unpriced), whose amount is `minor`. */
  add(ns: bigint, price: Price | null, minor: bigint): void {
    this.billableNs += ns;
    if (price === null) {
      this.unpricedNs += ns;
      return;
    }
    if (this.last !== null && this.last.currency === price.currency) {
      this.last.entry.minor += minor;
      this.last.entry.lines++;
      return;
    }
    let entry = this.amounts.get(price.currency);
    if (entry) {
      entry.minor += minor;
      entry.lines++;
    } else this.amounts.set(price.currency, (entry = { minor, digits: price.digits, lines: 1 }));
    this.last = { currency: price.currency, entry };
  }

  /**
   * Takes back a line add() counted (the same figures): what is left is what adding the other lines
   * alone gives, a currency without a priced line left included (a repriced report, PatchableReport).
   */
  remove(ns: bigint, price: Price | null, minor: bigint): void {
    this.billableNs -= ns;
    if (price === null) {
      this.unpricedNs -= ns;
      return;
    }
    const entry = this.amounts.get(price.currency);
    if (entry === undefined || entry.lines === 0) throw new Error(`No ${price.currency} line to take back`);
    entry.minor -= minor;
    if (--entry.lines > 0) return;
    this.amounts.delete(price.currency);
    if (this.last?.entry === entry) this.last = null;
  }

  /** Adds another object's figures (lines already priced and rounded: the amounts just add up). */
  addAll(other: Billing): void {
    this.billableNs += other.billableNs;
    this.unpricedNs += other.unpricedNs;
    // Entries change in place, so `last` stays the entry of its currency.
    for (const [currency, a] of other.amounts) {
      const entry = this.amounts.get(currency);
      if (entry) {
        entry.minor += a.minor;
        entry.lines += a.lines;
      } else this.amounts.set(currency, { minor: a.minor, digits: a.digits, lines: a.lines });
    }
  }
}

/** The amount of one line (minor units); 0 when unpriced. */
export function priceLine(ns: bigint, price: Price | null): bigint {
  return price === null ? 0n : amountAtFactor(ns, price.factor);
}

export interface BillingFields {
  billable: string;
  unpriced: string;
  amounts: Array<{ currency: string; amount: string }>;
}

const NONE: BillingFields = Object.freeze({ billable: 'PT0S', unpriced: 'PT0S', amounts: [] }) as BillingFields;

/** The wire form: durations, amounts sorted by currency with exactly the minor-unit digits. */
export function billingFields(b: Billing | undefined | null): BillingFields {
  if (!b) return { ...NONE, amounts: [] };
  return {
    billable: formatDuration(b.billableNs),
    unpriced: formatDuration(b.unpricedNs),
    amounts: sortedAmounts(b),
  };
}

/** The amounts of one object, sorted by currency, each with exactly its minor-unit digits. */
export function sortedAmounts(b: Billing): Array<{ currency: string; amount: string }> {
  // Most objects (a task's day) have one currency: nothing to sort.
  if (b.amounts.size === 1) for (const [currency, a] of b.amounts) return [{ currency, amount: formatAmount(a.minor, a.digits) }];
  return [...b.amounts.entries()]
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    .map(([currency, a]) => ({ currency, amount: formatAmount(a.minor, a.digits) }));
}

/** Billing figures of a daily or weekly report: the whole, each period bucket, each bucket's tasks, each task. */
export interface ReportBilling {
  total: Billing;
  buckets: Billing[];
  bucketTasks: Array<Map<string | null, Billing>>;
  tasks: Map<string | null, Billing>;
}

function billingOf<K>(map: Map<K, Billing>, key: K): Billing {
  let b = map.get(key);
  if (!b) map.set(key, (b = new Billing()));
  return b;
}

/**
 * computeReportBilling's `total` alone, the same lines added in the same order: for a daily
 * download's lines, which price themselves and print no day's or task's figures. A year's
 * per-day and per-task objects (~9,000 for 25 tasks a day) were ~4 MB that a download held.
 */
export function computeTotalBilling(
  intervals: ReadonlyArray<ClippedInterval>,
  days: readonly Bucket[],
  rounding: Rounding,
  pricer: Pricer,
): Billing {
  const total = new Billing();
  for (const interval of intervals) {
    if (!interval.billable) continue;
    eachLine(interval, interval.startNs, interval.endNs, days, rounding, pricer, (ns, price, minor) => total.add(ns, price, minor));
  }
  return total;
}

/**
 * The lines of a billable interval within [start, end) (a span of whole local days, or the whole
 * interval): its parts within each local day, rounded like the report's durations, each priced at
 * its start. `fn` gets each line's duration, price, amount, start and day index.
 */
export function eachLine(
  interval: PricedActivity,
  start: EpochNs,
  end: EpochNs,
  days: readonly Bucket[],
  rounding: Rounding,
  pricer: Pricer,
  fn: (ns: bigint, price: Price | null, minor: bigint, atNs: EpochNs, day: number) => void,
): void {
  const rounded = rounding.mode !== 'none';
  let cursor = start;
  for (let day = bucketIndexOf(days, cursor); cursor < end; day++) {
    const lineEnd = days[day].end < end ? days[day].end : end;
    if (lineEnd <= cursor) continue;
    const ns = rounded ? roundDuration(lineEnd - cursor, rounding) : lineEnd - cursor;
    const price = pricer(interval, cursor);
    fn(ns, price, priceLine(ns, price), cursor, day);
    cursor = lineEnd;
  }
}

/**
 * The billable lines of the intervals (only billable ones are walked): each cut at the report
 * zone's local days, rounded like the report's durations, priced at its start, and added to the
 * whole, its period bucket (the day, or the week holding it), that bucket's task and the task.
 */
export function computeReportBilling(
  intervals: ReadonlyArray<ClippedInterval>,
  days: readonly Bucket[],
  periodBuckets: readonly Bucket[],
  period: 'daily' | 'weekly',
  rounding: Rounding,
  pricer: Pricer,
): ReportBilling {
  const result: ReportBilling = {
    total: new Billing(),
    buckets: periodBuckets.map(() => new Billing()),
    bucketTasks: periodBuckets.map(() => new Map()),
    tasks: new Map(),
  };
  for (const interval of intervals) {
    if (!interval.billable) continue;
    eachLine(interval, interval.startNs, interval.endNs, days, rounding, pricer, (ns, price, minor, atNs, day) => {
      const b = period === 'daily' ? day : bucketIndexOf(periodBuckets, atNs);
      result.total.add(ns, price, minor);
      result.buckets[b].add(ns, price, minor);
      billingOf(result.bucketTasks[b], interval.taskId).add(ns, price, minor);
      billingOf(result.tasks, interval.taskId).add(ns, price, minor);
    });
  }
  return result;
}
