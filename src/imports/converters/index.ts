/**
 * The shared import converters (command line and web client): pure TypeScript, no Node APIs.
 */
export * from './trackers';
export * from './time';
export { parseDate, parseTime, parseDateTime, parseHours, inferSlashOrder, localText } from './dates';
export type { SlashOrder } from './dates';
export { decodeExport } from './decode';
export { BATCH_ENTRIES, BATCH_PARTS, batchesOf } from './batches';
