/**
 * Concurrent calls with the same key share one run: the first caller's promise is handed to every
 * caller that asks while it is in flight, and forgotten once it settles. For reads that many waiters
 * make at the same moment (hundreds of long polls of one owner woken by one commit).
 *
 * A caller that must see everything committed before some moment (its own write, acknowledged before
 * it asked; the commit whose notification woke it) passes that moment as `notBefore` (a
 * {@link SingleFlight.now} reading): it joins only a run that began at or after it, else starts its
 * own, which later callers may join.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, { began: bigint; result: Promise<T> }>();

  /** A reading of the monotonic clock the runs' beginnings are compared with. */
  static now(): bigint {
    return process.hrtime.bigint();
  }

  run(key: string, fn: () => Promise<T>, notBefore?: bigint): Promise<T> {
    const running = this.inFlight.get(key);
    if (running !== undefined && (notBefore === undefined || running.began >= notBefore)) return running.result;
    const flight = { began: SingleFlight.now(), result: undefined as unknown as Promise<T> };
    flight.result = fn().finally(() => {
      // A later run may have taken the key over; it stays.
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
    });
    this.inFlight.set(key, flight);
    return flight.result;
  }
}
