import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { localText } from './dates';
import { isKnownZone, localDateTimeOf, parseLocalDateTime, resolveEntryTime, resolveLocal } from './time';

const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata', 'UTC'];

describe('source times → instants', () => {
  it('round-trips local → instant → local for every local time that exists exactly once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2037, 0, 1) / 1000 }),
        (zone, epochSeconds) => {
          const local = localDateTimeOf(BigInt(epochSeconds) * 1_000_000_000n, zone);
          const resolved = resolveEntryTime(local, zone);
          if (resolved.kind === 'ambiguous') {
            // A fold: the wall time names two instants, and the converter refuses to choose.
            const pdt = Temporal.PlainDateTime.from(local);
            const a = pdt.toZonedDateTime(zone, { disambiguation: 'earlier' }).epochNanoseconds;
            const b = pdt.toZonedDateTime(zone, { disambiguation: 'later' }).epochNanoseconds;
            expect(a).not.toBe(b);
            return;
          }
          expect(resolved.kind).toBe('instant');
          if (resolved.kind === 'instant') expect(localDateTimeOf(resolved.epochNs, zone)).toBe(local);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rejects local times in a gap and in a fold, in every zone with DST', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'America/Santiago'),
        fc.integer({ min: 2001, max: 2036 }),
        (zone, year) => {
          // Walk the year's transitions and probe just inside each one.
          let t = Temporal.ZonedDateTime.from({ year, month: 1, day: 1, timeZone: zone });
          for (;;) {
            const next = t.getTimeZoneTransition('next');
            if (!next || next.year !== year) break;
            const before = next.subtract({ nanoseconds: 1 });
            const jump = next.offsetNanoseconds - before.offsetNanoseconds;
            const inside =
              jump > 0
                ? before.toPlainDateTime().add({ nanoseconds: jump / 2 }) // gap: wall clock skips forward
                : next.toPlainDateTime().add({ nanoseconds: -jump / 2 }); // fold: wall clock repeats
            const text = inside.toString({ fractionalSecondDigits: 9 });
            expect([text, resolveEntryTime(text, zone).kind]).toEqual([text, jump > 0 ? 'nonexistent' : 'ambiguous']);
            t = next;
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('takes instants with Z or an offset as they are', () => {
    expect(resolveEntryTime('2026-03-29T02:30:00Z', 'Europe/Berlin')).toEqual({
      kind: 'instant',
      epochNs: BigInt(Date.UTC(2026, 2, 29, 2, 30)) * 1_000_000n,
    });
    expect(resolveEntryTime('2026-03-29T02:30:00+01:00', 'Europe/Berlin')).toEqual({
      kind: 'instant',
      epochNs: BigInt(Date.UTC(2026, 2, 29, 1, 30)) * 1_000_000n,
    });
    expect(resolveEntryTime('2026-02-30T10:00:00', 'UTC').kind).toBe('malformed');
    expect(resolveEntryTime('10:00', 'UTC').kind).toBe('malformed');
  });

  it('refuses a leap second instead of reading it as the second before (Temporal clamps :60 to :59)', () => {
    for (const text of ['2016-12-31T23:59:60', '2016-12-31T23:59:60.5', '2016-12-31T23:59:60Z', '2016-12-31T23:59:60.999999999+01:00'])
      expect([text, resolveEntryTime(text, 'UTC').kind]).toEqual([text, 'malformed']);
    expect(resolveEntryTime('2016-12-31T23:59:59.999999999Z', 'UTC').kind).toBe('instant');
  });

  it('knows IANA zone names in any case, never offsets or date-time strings (which Temporal also takes as zones)', () => {
    for (const zone of ['Europe/Berlin', 'europe/berlin', 'Etc/GMT+12', 'US/Pacific', 'Asia/Calcutta', 'UTC'])
      expect([zone, isKnownZone(zone)]).toEqual([zone, true]);
    for (const zone of ['+05:00', '-0330', 'Z', ' UTC', 'Mars/Olympus', '2026-01-01T00:00[Europe/Berlin]', '2026-01-01T00:00Z'])
      expect([zone, isKnownZone(zone)]).toEqual([zone, false]);
  });
});

describe('localText', () => {
  it("is Temporal's own text to the second, or with its fraction when it has one (property)", () => {
    fc.assert(
      fc.property(
        fc.record({
          year: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 10000, max: 270000 })),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
          second: fc.integer({ min: 0, max: 59 }),
          millisecond: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999 })),
          microsecond: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999 })),
          nanosecond: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999 })),
        }),
        (fields) => {
          const value = Temporal.PlainDateTime.from(fields);
          const fraction = fields.millisecond || fields.microsecond || fields.nanosecond;
          return localText(value) === value.toString({ smallestUnit: fraction ? undefined : 'second' });
        },
      ),
    );
  });
});

describe('local times of quiet days (read without Temporal)', () => {
  const ZONES_WIDE = [
    ...ZONES,
    'Pacific/Apia', // skipped 2011-12-30 whole
    'Pacific/Chatham',
    'Asia/Kathmandu',
    'America/St_Johns',
    'Europe/Amsterdam', // offsets with seconds before 1937
    'Africa/Casablanca', // DST paused for Ramadan
    'Antarctica/Troll',
    'America/Sao_Paulo',
    'Asia/Tehran',
    'Europe/Dublin', // negative DST
  ];
  const byTemporal = (text: string, zone: string) => {
    const local = parseLocalDateTime(text);
    return local === null ? { kind: 'malformed' } : resolveLocal(local, zone);
  };
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  it('gives what Temporal gives, for local times near and far from transitions, fractions and fields out of range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES_WIDE),
        fc.integer({ min: Date.UTC(1850, 0, 1) / 1000, max: Date.UTC(2100, 0, 1) / 1000 }),
        fc.option(fc.integer({ min: 0, max: 999_999_999 }), { nil: undefined }),
        fc.option(fc.constantFrom('month', 'day', 'hour', 'minute', 'second'), { nil: undefined }),
        (zone, epochSeconds, fraction, broken) => {
          const d = new Date(epochSeconds * 1000);
          const y = d.getUTCFullYear();
          let [mo, day, h, mi, s] = [d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
          if (broken === 'month') mo = 13;
          if (broken === 'day') day = mo === 2 ? 30 : 32;
          if (broken === 'hour') h = 24;
          if (broken === 'minute') mi = 60;
          if (broken === 'second') s = 60;
          const digits = fraction === undefined ? '' : `.${pad(fraction, 9).slice(0, 1 + (fraction % 9))}`;
          const text = `${pad(y, 4)}-${pad(mo)}-${pad(day)}T${pad(h)}:${pad(mi)}:${pad(s)}${digits}`;
          expect(resolveEntryTime(text, zone)).toEqual(byTemporal(text, zone));
          // Asked twice (the day's offset then remembered), the same answer.
          expect(resolveEntryTime(text, zone)).toEqual(byTemporal(text, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives what Temporal gives within an hour of every transition of a year', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES_WIDE), fc.integer({ min: 1900, max: 2037 }), (zone, year) => {
        let t: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ year, month: 1, day: 1, timeZone: zone });
        for (let i = 0; i < 6 && t !== null; i++) {
          t = t.getTimeZoneTransition('next');
          if (t === null || t.year > year) break;
          for (const minutes of [-61, -30, -1, 0, 1, 30, 61]) {
            const text = t.add({ minutes }).toPlainDateTime().toString({ smallestUnit: 'second' });
            expect(resolveEntryTime(text, zone)).toEqual(byTemporal(text, zone));
            const shifted = Temporal.PlainDateTime.from(text)
              .add({ minutes: 2 * minutes })
              .toString({ smallestUnit: 'second' });
            expect(resolveEntryTime(shifted, zone)).toEqual(byTemporal(shifted, zone));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Samoa skipped 2011-12-30; years 0000 and 9999 read as Temporal reads them', () => {
    expect(resolveEntryTime('2011-12-30T12:00:00', 'Pacific/Apia')).toEqual({ kind: 'nonexistent' });
    for (const text of ['0000-01-01T00:00:00', '9999-12-31T23:59:59.999999999', '2024-02-29T12:00:00', '2023-02-29T12:00:00'])
      expect(resolveEntryTime(text, 'Europe/Berlin')).toEqual(byTemporal(text, 'Europe/Berlin'));
  });
});
