import { DatabaseHealth, isDatabaseUnavailable, isUnavailableSqlState } from './availability';

const pgError = (code: string) => Object.assign(new Error(`error ${code}`), { code });

describe('database availability', () => {
  it('treats the "try again later" SQLSTATEs as unavailable, and statement errors not', () => {
    for (const code of [
      '53100',
      '53200',
      '53300',
      '25006',
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08006',
      '08P01',
      '58030',
      '40001',
      '40P01',
    ]) {
      expect([code, isUnavailableSqlState(code), isDatabaseUnavailable(pgError(code))]).toEqual([code, true, true]);
    }
    for (const code of ['23505', '23503', '23P01', '42601', '22003', '42P01', '25P02']) {
      expect([code, isDatabaseUnavailable(pgError(code))]).toEqual([code, false]);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ driverError: pgError('53100') })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('wrapped'), { cause: pgError('57P01') }))).toBe(true);
  });

  it('is failing after an unavailable error until a write commits, or by itself after the window', () => {
    let now = 1_000;
    const health = new DatabaseHealth(() => now, 10_000);
    expect(health.failing).toBe(false);
    expect(health.observe(pgError('23505'))).toBe(false);
    expect(health.failing).toBe(false);
    expect(health.observe(pgError('53100'))).toBe(true);
    expect(health.failing).toBe(true);
    now += 9_999;
    expect(health.failing).toBe(true);
    now += 1;
    expect(health.failing).toBe(false);
    health.observe(pgError('25006'));
    expect(health.failing).toBe(true);
    health.writeCommitted();
    expect(health.failing).toBe(false);
  });
});
