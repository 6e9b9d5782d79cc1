import * as nodeModule from 'node:module';

/**
 * Node's on-disk cache of compiled modules (Node 22.1 and later; on Node 20 nothing happens). A
 * start compiles Nest, TypeORM, PGlite's glue and the service's own modules: about half of the time
 * to ready on a fresh embedded DATA_DIR. With the cache, later starts (of any DATA_DIR, and every
 * command-line run) read V8's compiled code instead (docs/performance.md, "Compile cache").
 *
 * The cache lives in the system's temporary directory (NODE_COMPILE_CACHE names another,
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off). Node checks each entry against its source file, so a
 * new build never runs stale code. The entry points import this module first, for its side effect:
 * every module required after it is cached.
 */
interface CompileCacheApi {
  enableCompileCache?: () => unknown;
  flushCompileCache?: () => void;
}

const api = nodeModule as unknown as CompileCacheApi;
try {
  api.enableCompileCache?.();
} catch {
  // No cache (a read-only temporary directory, say): modules compile as they always did.
}

/** Writes what has been compiled so far: Node writes it at exit, which a killed process never reaches. */
export function flushCompileCache(): void {
  try {
    api.flushCompileCache?.();
  } catch {
    // Not written: the next start compiles again.
  }
}
