import { SingleFlight } from './single-flight';

/** A run that settles when told to, and counts how often it was started. */
function gate() {
  let runs = 0;
  const releases: Array<(value: number) => void> = [];
  const fn = () => {
    runs++;
    return new Promise<number>((resolve) => releases.push(resolve));
  };
  return { fn, runs: () => runs, release: (i: number, value: number) => releases[i](value) };
}

describe('SingleFlight', () => {
  it('shares one run among callers of one key while it is in flight, and runs again after it settled', async () => {
    const flights = new SingleFlight<number>();
    const g = gate();
    const a = flights.run('k', g.fn);
    const b = flights.run('k', g.fn);
    const other = flights.run('other', g.fn);
    expect(g.runs()).toBe(2);
    g.release(0, 1);
    g.release(1, 2);
    expect([await a, await b, await other]).toEqual([1, 1, 2]);
    const c = flights.run('k', g.fn);
    expect(g.runs()).toBe(3);
    g.release(2, 3);
    expect(await c).toBe(3);
  });

  it('a caller that must see what happened after a run began starts its own, which later callers share', async () => {
    const flights = new SingleFlight<number>();
    const g = gate();
    const early = flights.run('k', g.fn); // began before the caller below committed its write
    const committed = SingleFlight.now();
    const mine = flights.run('k', g.fn, committed);
    expect(g.runs()).toBe(2);
    const joiner = flights.run('k', g.fn, committed); // the newer run began after the moment: shared
    const anyone = flights.run('k', g.fn);
    expect(g.runs()).toBe(2);
    g.release(0, 10); // the older run settling leaves the newer one in place
    expect(await early).toBe(10);
    const later = flights.run('k', g.fn, committed);
    expect(g.runs()).toBe(2);
    g.release(1, 20);
    expect([await mine, await joiner, await anyone, await later]).toEqual([20, 20, 20, 20]);
  });
});
