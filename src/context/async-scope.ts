import { AsyncLocalStorage } from 'node:async_hooks';

type Slots = Readonly<Record<symbol, unknown>>;

/**
 * The process's one async context, with a slot per component (the request, the transaction, the
 * request's logger). On Node 20 every AsyncLocalStorage in use adds work to every promise the
 * process creates, so the components share one instead of keeping their own.
 */
const storage = new AsyncLocalStorage<Slots>();

export const AsyncScope = {
  /** Runs fn with `key` set to `value`; the other slots keep what the caller's context holds. */
  run<T>(key: symbol, value: unknown, fn: () => T): T {
    const current = storage.getStore();
    return storage.run(current === undefined ? { [key]: value } : { ...current, [key]: value }, fn);
  },
  get<T>(key: symbol): T | undefined {
    return storage.getStore()?.[key] as T | undefined;
  },
};
