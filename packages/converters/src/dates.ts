import { Temporal } from 'temporal-polyfill';

/** How an `nn/nn/yyyy` (or `nn-nn-yyyy`) date is ordered when the file does not say (Clockify follows the user's settings). */
export type SlashOrder = 'MDY' | 'DMY';

/**
 * Parses the date formats trackers write; null when it is none of them or not a real date.
 * `nn/nn/yyyy` is read in `slashOrder`, `nn-nn-yyyy` in `dashOrder` (Clockify offers both
 * MM-DD-YYYY and DD-MM-YYYY), `nn.nn.yyyy` always day first.
 */
export function parseDate(text: string, slashOrder: SlashOrder = 'MDY', dashOrder: SlashOrder = 'DMY'): Temporal.PlainDate | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t))) [y, m, d] = [+match[1], +match[2], +match[3]];
  else if ((match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t))) [d, m, y] = [+match[1], +match[2], +match[3]];
  else if ((match = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/.exec(t))) {
    const order = match[2] === '/' ? slashOrder : dashOrder;
    [m, d] = order === 'MDY' ? [+match[1], +match[3]] : [+match[3], +match[1]];
    y = +match[4];
  } else return null;
  try {
    return Temporal.PlainDate.from({ year: y, month: m, day: d }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** `HH:mm`, `HH:mm:ss`, `h:mm A`, `hh:mm:ss PM`, `9:05 a.m.`; null otherwise. */
export function parseTime(text: string): Temporal.PlainTime | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*([AaPp])?\.?\s*(?:[Mm]\.?)?$/.exec(text.trim());
  if (!match) return null;
  let hour = +match[1];
  const half = match[5]?.toUpperCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'P' ? 12 : 0);
  }
  const fraction = (match[4] ?? '').padEnd(9, '0');
  try {
    return Temporal.PlainTime.from(
      {
        hour,
        minute: +match[2],
        second: +(match[3] ?? 0),
        millisecond: +fraction.slice(0, 3),
        microsecond: +fraction.slice(3, 6),
        nanosecond: +fraction.slice(6, 9),
      },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
}

/** A date and time in one field: `2026-03-10 09:00:00`, `2026-03-10T09:00`, `03/10/2026 9:00 AM`. */
export function parseDateTime(text: string, slashOrder: SlashOrder = 'MDY', dashOrder: SlashOrder = 'DMY'): Temporal.PlainDateTime | null {
  const t = text.trim();
  const match = /^(\S+)[ T](.+)$/.exec(t);
  if (!match) return null;
  const date = parseDate(match[1], slashOrder, dashOrder);
  const time = parseTime(match[2]);
  return date && time ? date.toPlainDateTime(time) : null;
}

/**
 * Decides the order of `nn/nn/yyyy` dates (or, with `separator` `-`, of `nn-nn-yyyy` dates) from
 * the values: a first part over 12 means day first, a second part over 12 month first; otherwise
 * `fallback`, and `certain` is false when such a date occurs.
 */
export function inferSlashOrder(
  values: string[],
  separator: '/' | '-' = '/',
  fallback: SlashOrder = 'MDY',
): { order: SlashOrder; certain: boolean } {
  const pattern = separator === '/' ? /^\s*(\d{1,2})\/(\d{1,2})\/\d{4}/ : /^\s*(\d{1,2})-(\d{1,2})-\d{4}/;
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const match = pattern.exec(value);
    if (!match) continue;
    if (+match[1] > 12) dayFirst = true;
    if (+match[2] > 12) monthFirst = true;
  }
  if (dayFirst && !monthFirst) return { order: 'DMY', certain: true };
  if (monthFirst && !dayFirst) return { order: 'MDY', certain: true };
  return { order: fallback, certain: !values.some((v) => pattern.test(v)) };
}

const HOUR_NS = 3_600_000_000_000n;

/** Hours as trackers write them: `1.5`, `1,5` (decimal comma), `1:30` or `1:30:00`. */
export function parseHours(text: string): Temporal.Duration | null {
  const t = text.trim();
  let match: RegExpExecArray | null;
  if ((match = /^(\d+):(\d{1,2})(?::(\d{1,2}))?$/.exec(t))) {
    return Temporal.Duration.from({ hours: +match[1], minutes: +match[2], seconds: +(match[3] ?? 0) });
  }
  if ((match = /^(\d+)(?:[.,](\d+))?$/.exec(t))) {
    // Decimal hours in integers, exact to the nanosecond (an hour's 3.6e12 ns divide by 10^k up to
    // 11 decimals; beyond that the nearest nanosecond).
    const digits = match[2] ?? '';
    const scale = 10n ** BigInt(digits.length);
    const ns = (BigInt(match[1] + digits) * HOUR_NS * 2n + scale) / (2n * scale);
    return Temporal.Duration.from({
      hours: Number(ns / HOUR_NS),
      nanoseconds: Number(ns % HOUR_NS),
    }).round({ largestUnit: 'hours', smallestUnit: 'nanoseconds' });
  }
  return null;
}

/** The wire form of a local date-time: `YYYY-MM-DDTHH:MM:SS[.fraction]`. */
export function localText(value: Temporal.PlainDateTime): string {
  const fraction = value.nanosecond || value.microsecond || value.millisecond;
  const year = value.year;
  // Whole seconds of a four-digit year, written by hand: Temporal's toString with options costs some
  // ten times as much, and a file's conversion writes two per entry. Anything else: Temporal's text.
  if (!fraction && year >= 1000 && year <= 9999) {
    return `${year}-${pad2(value.month)}-${pad2(value.day)}T${pad2(value.hour)}:${pad2(value.minute)}:${pad2(value.second)}`;
  }
  return value.toString({ smallestUnit: fraction ? undefined : 'second' });
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
