/**
 * Money, exact: hourly rates are decimal strings with at most 4 fraction digits, held as bigint
 * ten-thousandths; amounts are bigint minor units of their currency (EUR cents, JPY yen, BHD
 * fils). No binary floating point anywhere. Pure.
 */

/** 0 to 999999999.9999: digits, an optional point with 1 to 4 digits; no sign, exponent or spaces. */
const RATE_TEXT = /^\d+(\.\d{1,4})?$/;
export const RATE_SCALE = 10_000n;
export const MAX_RATE_SCALED = 9_999_999_999_999n; // 999999999.9999

/** The rate in ten-thousandths, or null when the text is not an hourly rate (wrong form or out of range). */
export function parseRate(text: unknown): bigint | null {
  if (typeof text !== 'string' || text.length > 40 || !RATE_TEXT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const scaled = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(4, '0'));
  return scaled <= MAX_RATE_SCALED ? scaled : null;
}

/** Canonical text of a rate in ten-thousandths: no trailing fraction zeros, no point when whole ("80", "80.5"). */
export function formatRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction.length === 0 ? whole.toString() : `${whole}.${fraction}`;
}

/** The canonical form of a stored or given decimal text (e.g. PostgreSQL's "80.5000" → "80.5"). */
export function canonicalRate(text: string): string {
  const scaled = parseRate(text);
  if (scaled === null) throw new RangeError(`Not an hourly rate: ${text}`);
  return formatRate(scaled);
}

let known: Set<string> | null = null;

/** An ISO 4217 code the runtime knows (Intl.supportedValuesOf('currency')), uppercase. */
export function isCurrency(code: unknown): boolean {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(code);
}

const digitsCache = new Map<string, number>();

/** The currency's minor-unit digits, as Intl.NumberFormat uses them (EUR 2, JPY 0, BHD 3). */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

const NS_PER_HOUR = 3_600_000_000_000n;
const POW10 = Array.from({ length: 19 }, (_, i) => 10n ** BigInt(i));

/** Integer division rounded half to even (n >= 0, d > 0). */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n - q * d;
  const twice = 2n * r;
  if (twice > d || (twice === d && q % 2n === 1n)) return q + 1n;
  return q;
}

/**
 * The amount of `durationNs` at an hourly rate (ten-thousandths), in minor units of a currency with
 * `digits` fraction digits: duration × rate computed exactly, rounded once, half to even.
 */
export function lineAmount(durationNs: bigint, rateScaled: bigint, digits: number): bigint {
  return amountAtFactor(durationNs, amountFactor(rateScaled, digits));
}

const AMOUNT_DIVISOR = NS_PER_HOUR * RATE_SCALE;

/** The per-price part of lineAmount (rate × 10^digits), for pricing many lines at one price. */
export function amountFactor(rateScaled: bigint, digits: number): bigint {
  return rateScaled * POW10[digits];
}

/** lineAmount at a precomputed amountFactor: one multiplication and one division per line. */
export function amountAtFactor(durationNs: bigint, factor: bigint): bigint {
  return divideHalfEven(durationNs * factor, AMOUNT_DIVISOR);
}

/** Minor units as a decimal string with exactly `digits` fraction digits ("1234.50", "1235"). */
export function formatAmount(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (digits === 0) return `${negative ? '-' : ''}${abs}`;
  const text = abs.toString().padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
