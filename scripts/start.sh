#!/bin/sh
# Starts the built service (`npm start`, and the Docker image's command): `exec`, so node is the
# process a supervisor signals (SIGTERM: a log line, then a clean close).
#
# Node's options depend on the database (docs/performance.md, "node's options by database"):
# - Embedded (no DATABASE_URL): the database runs inside this process, and a person runs it on a
#   small machine, so memory comes first. glibc's malloc keeps serving blocks of 128 KiB and more
#   from mmap (returned when freed) instead of keeping them in its arenas; V8's young generation is
#   2 x 4 MB instead of 2 x 16 MB; no Maglev (its code and feedback were ~50 MB of the peak); the old
#   space grows to 1.25 times the live heap between full collections instead of up to 4 times.
#   Together ~190 MB resident idle instead of ~260-300, ~240 instead of ~320-400 under load, with
#   no loss of requests/s: the embedded database's own work dominates there.
# - PostgreSQL (DATABASE_URL): node's defaults. The same options cost 30-80 % more CPU per tracking
#   command here (more scavenges, more full collections, hot code waiting longer for the optimising
#   compiler), where the service's own CPU is what limits its throughput.
#
# The file run depends on the database too. Embedded: the server bundled into one file
# (dist/src/server.js, scripts/bundle-server.mjs), ~1 s less CPU to start and a smaller heap than
# tsc's ~2,200 modules. PostgreSQL: those modules (dist/src/main.js, the same program), whose
# requests measured 5-15 % less CPU than the bundle's (esbuild's keepNames, which class names need).
set -e
dist="$(cd "$(dirname "$0")/.." && pwd)/dist/src"
if [ -z "${DATABASE_URL:-}" ]; then
  MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
  export MALLOC_MMAP_THRESHOLD_
  exec node --max-semi-space-size=4 --no-maglev --heap-growing-percent=25 "$dist/server.js" "$@"
fi
exec node "$dist/main.js" "$@"
