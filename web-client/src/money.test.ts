import { describe, expect, it } from 'vitest';
import { currencyName, formatMoney, formatRate, minorDigits, parseRateInput, rateAt, rateHistory } from './money';

describe('money helpers', () => {
  it("knows each currency's minor unit as Intl.NumberFormat does (the server rounds to the same)", () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('BHD')).toBe(3);
  });

  it("formats the API's decimal strings with the currency, in the locale asked for", () => {
    expect(formatMoney('1234.50', 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatMoney('1234.50', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney('0.00', 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney('1500', 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney('12.345', 'BHD', 'en-US')).toBe('BHD\u00a012.345');
    // A rate written canonically ("80") still shows the currency's minor digits.
    expect(formatMoney('80', 'EUR', 'en-US')).toBe('€80.00');
  });

  it("never goes through a float: digits beyond a double's precision are kept", () => {
    expect(formatMoney('12345678901234567.89', 'EUR', 'en-US')).toBe('€12,345,678,901,234,567.89');
    expect(formatMoney('0.10', 'EUR', 'en-US')).toBe('€0.10');
    // Half-way values are not rounded on screen: every digit the server sent is shown.
    expect(formatMoney('2.675', 'EUR', 'en-US')).toBe('€2.675');
  });

  it('shows every digit of a rate (up to 4 fraction digits), and unknown text as it came', () => {
    expect(formatRate('80.1234', 'EUR', 'en-US')).toBe('€80.1234/h');
    expect(formatRate('80.5', 'USD', 'en-US')).toBe('$80.50/h');
    expect(formatMoney('1e3', 'EUR', 'en-US')).toBe('EUR 1e3');
  });

  it("reads a typed rate the way people write it, in the API's canonical form", () => {
    expect(parseRateInput('80')).toBe('80');
    expect(parseRateInput(' 80.50 ')).toBe('80.5');
    expect(parseRateInput('80,5')).toBe('80.5');
    expect(parseRateInput('1,250.75')).toBe('1250.75');
    expect(parseRateInput('1.250,75')).toBe('1250.75');
    expect(parseRateInput('1 250')).toBe('1250');
    expect(parseRateInput('007.0000')).toBe('7');
    expect(parseRateInput('0')).toBe('0');
    expect(parseRateInput('999999999.9999')).toBe('999999999.9999');
    for (const bad of ['', '-5', '+5', '1e3', '80.12345', '1000000000', 'abc', '.5', '5.']) expect(parseRateInput(bad)).toBeNull();
  });

  it('names currencies', () => {
    expect(currencyName('EUR', 'en')).toBe('EUR · Euro');
  });

  it('orders a rate history latest first and finds the rate in effect at an instant', () => {
    const always = { id: 'a', effectiveFrom: null };
    const june = { id: 'b', effectiveFrom: '2026-06-15T00:00:00Z' };
    const july = { id: 'c', effectiveFrom: '2026-07-01T00:00:00.000000001Z' };
    expect(rateHistory([always, july, june]).map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(rateAt([always, june, july], '2026-06-14T23:59:59.999999999Z')?.id).toBe('a');
    expect(rateAt([always, june, july], '2026-06-15T00:00:00Z')?.id).toBe('b');
    expect(rateAt([always, june, july], '2026-07-01T00:00:00Z')?.id).toBe('b');
    expect(rateAt([always, june, july], '2026-07-01T00:00:00.000000001Z')?.id).toBe('c');
    expect(rateAt([june], '2026-01-01T00:00:00Z')).toBeUndefined();
  });
});
