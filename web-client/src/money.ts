import { Temporal } from 'temporal-polyfill';

/**
 * Money on screen. The API writes amounts and rates as decimal strings; they go to
 * Intl.NumberFormat as strings (Intl.NumberFormat v3 formats a string exactly, without turning it
 * into a float), and nothing here adds amounts up: every sum comes from the server.
 */

const DECIMAL = /^\d+(?:\.(\d+))?$/;

/** The fraction digits Intl.NumberFormat uses for a currency (EUR 2, JPY 0, BHD 3): the server rounds to the same. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * "1234.5" EUR → "€1,234.50" (in the given locale, else the browser's). At least the currency's
 * minor digits, and every digit the decimal string has (a rate may have 4), so nothing is rounded away.
 * Text that is not a plain decimal is shown as it came, after the code: never a wrong number.
 */
export function formatMoney(amount: string, currency: string, locale?: string): string {
  const match = DECIMAL.exec(amount);
  if (!match) return `${currency} ${amount}`;
  const minor = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor,
    maximumFractionDigits: Math.max(minor, match[1]?.length ?? 0),
  }).format(amount as Intl.StringNumericLiteral);
}

/** An hourly rate: "€80.50/h". */
export const formatRate = (hourlyRate: string, currency: string, locale?: string): string =>
  `${formatMoney(hourlyRate, currency, locale)}/h`;

/**
 * A typed rate as the API wants it ("80", "80.5", "0.1234"): spaces and a thousands separator
 * that cannot be a decimal point are dropped, a decimal comma becomes a point. Null when it is no
 * amount the API takes (negative, exponent, more than 4 fraction digits, above 999999999.9999).
 */
export function parseRateInput(text: string): string | null {
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+,\d+$/.test(value)) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d+$/.test(value)) value = value.replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(value);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  if (whole.length > 9) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Every currency the browser knows (ISO 4217), for the picker; the server checks the same list. */
export function currencies(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return ['EUR', 'GBP', 'USD'];
  }
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** "EUR · Euro" (the picker lists every currency: one DisplayNames per locale). */
export function currencyName(code: string, locale?: string): string {
  try {
    const key = locale ?? '';
    let names = displayNames.get(key);
    if (!names) {
      names = new Intl.DisplayNames(locale, { type: 'currency' });
      displayNames.set(key, names);
    }
    const name = names.of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

export interface RateLike {
  effectiveFrom: string | null;
}

const fromNs = (rate: RateLike): bigint =>
  rate.effectiveFrom === null ? -(2n ** 80n) : Temporal.Instant.from(rate.effectiveFrom).epochNanoseconds;

/** One scope's rate history, latest first ("since always" last). */
export function rateHistory<T extends RateLike>(rates: T[]): T[] {
  return [...rates].sort((a, b) => {
    const d = fromNs(b) - fromNs(a);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  });
}

/** The rate in effect at an instant: the latest effectiveFrom not after it (null counts as the beginning of time). */
export function rateAt<T extends RateLike>(rates: T[], instant: string): T | undefined {
  const at = Temporal.Instant.from(instant).epochNanoseconds;
  return rateHistory(rates).find((rate) => fromNs(rate) <= at);
}
