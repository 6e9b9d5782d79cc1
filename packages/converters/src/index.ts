/**
 * The shared import converters (command line and web client): pure TypeScript, no Node APIs.
 */
export * from './trackers';
export * from './time';
export { decodeExport } from './decode';
export { BATCH_ENTRIES, batchesOf, markUnbatchable, settleExactMatches } from './batches';
