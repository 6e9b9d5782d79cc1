import type { ApiCaller } from './api-caller';

/** A tool's arguments and results: JSON objects. */
export type Json = Record<string, unknown>;

/** What a tool gets besides its arguments (its own module, so the replay helpers and the tools share it without a cycle). */
export interface ToolContext {
  api: ApiCaller;
  /** Finds the stored receipt of an Idempotency-Key of this owner (for a retry whose observed state moved on). */
  receipt(key: string): Promise<{ fingerprint: string; body: string } | null>;
}
