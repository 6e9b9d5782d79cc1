/**
 * Concurrent calls with the same key share one run: the first caller's promise is handed to every
 * caller that asks while it is in flight, and forgotten once it settles. For reads that many waiters
 * make at the same moment (hundreds of long polls of one owner woken by one commit).
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, fn: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running !== undefined) return running;
    const started = fn().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
