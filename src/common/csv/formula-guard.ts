/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return) as a formula
 * ("CSV injection"). Every CSV this service writes puts a leading apostrophe before such text,
 * which spreadsheets show as text. Writers built on papaparse pass FORMULA_START as its
 * `escapeFormulae` (its own default pattern misses multi-line text).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The text with a leading apostrophe when a spreadsheet would run it as a formula. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * {@link guardFormula} for files that are read back (the interchange archive): text that itself
 * starts with an apostrophe gets one more, so {@link unguardFormula} strips exactly one and every
 * value round-trips exactly.
 */
export const guardFormulaReversibly = (text: string): string => (text.startsWith("'") ? `'${text}` : guardFormula(text));

/** Reverses {@link guardFormulaReversibly}. */
export const unguardFormula = (text: string): string =>
  text.startsWith("'") && (FORMULA_START.test(text.slice(1)) || text.startsWith("''")) ? text.slice(1) : text;
