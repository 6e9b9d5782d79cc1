import fc from 'fast-check';
import { normalizeZoneId, requireZoneId } from './zone';

describe('normalizeZoneId', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['europe/berlin', 'Europe/Berlin'],
    ['EUROPE/BERLIN', 'Europe/Berlin'],
    ['america/new_york', 'America/New_York'],
    ['america/port-au-prince', 'America/Port-au-Prince'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['australia/lord_howe', 'Australia/Lord_Howe'],
    ['Asia/Kathmandu', 'Asia/Kathmandu'],
    ['UTC', 'UTC'],
    ['utc', 'UTC'],
    ['Etc/UTC', 'Etc/UTC'],
    ['Etc/GMT+1', 'Etc/GMT+1'],
    ['etc/gmt-14', 'Etc/GMT-14'],
    ['Asia/Calcutta', 'Asia/Calcutta'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Europe/Kiev', 'Europe/Kiev'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
    ['US/Pacific', 'US/Pacific'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizeZoneId(input)).toBe(expected);
  });

  it.each([
    ['offset', '+01:00'],
    ['negative offset', '-05:00'],
    ['compact offset', '+0100'],
    ['Z', 'Z'],
    ['UTC+1', 'UTC+1'],
    ['GMT+1 (not an IANA name)', 'GMT+1'],
    ['Etc/GMT+13 (does not exist)', 'Etc/GMT+13'],
    ['unknown zone', 'Europe/Nowhere'],
    ['unknown area', 'Mars/Olympus_Mons'],
    ['leading space', ' Europe/Berlin'],
    ['trailing space', 'Europe/Berlin '],
    ['empty', ''],
    ['trailing slash', 'Europe/'],
    ['double slash', 'Europe//Berlin'],
    ['ISO string with annotation', '2026-01-01T00:00[Europe/Berlin]'],
    ['bracketed', '[Europe/Berlin]'],
    ['ISO date-time with Z', '2026-01-01T00:00:00Z'],
    ['local time', 'localtime'],
    ['very long', 'A'.repeat(200)],
  ])('rejects %s', (_label, input) => {
    expect(normalizeZoneId(input)).toBeNull();
  });

  it('returns null for non-string input', () => {
    expect(normalizeZoneId(undefined as unknown as string)).toBeNull();
  });

  it('returns every zone listed by Intl unchanged, and their lowercase forms in canonical casing', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      expect(normalizeZoneId(zone)).toBe(zone);
      expect(normalizeZoneId(zone.toLowerCase())).toBe(zone);
    }
  });

  it('is idempotent and never returns an offset string', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const casing = fc
      .tuple(fc.constantFrom(...zones), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }))
      .map(([zone, upper]) => [...zone].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));
    fc.assert(
      fc.property(fc.oneof(casing, fc.string({ maxLength: 20 })), (input) => {
        const out = normalizeZoneId(input);
        if (out === null) return true;
        return normalizeZoneId(out) === out && /^[A-Za-z]/.test(out) && out.toLowerCase() === input.toLowerCase();
      }),
      { numRuns: 300 },
    );
  });

  it('is fast when called repeatedly (cached)', () => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 100_000; i++) normalizeZoneId(i % 2 === 0 ? 'europe/berlin' : 'Nowhere/Zone');
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(elapsedMs).toBeLessThan(500);
  });

  it('requireZoneId throws RangeError for invalid ids', () => {
    expect(requireZoneId('europe/berlin')).toBe('Europe/Berlin');
    expect(() => requireZoneId('+01:00')).toThrow(RangeError);
  });
});
