'use strict';
// The floor's correctness checks (../shared/bench/floor/check.mjs), on the service's own tables, for the
// owners a load run used: at most one open activity per owner and no overlapping tracked intervals;
// each owner's change sequence is exactly 1..last_sequence, in time order; one event per changed
// activity record (one `created`, then one `updated` per version bump); receipts = the driver's
// successful commands. Run by bench/run.js after the side-by-side floor run, or on its own:
//   node bench/service-checks.js <DATABASE_URL> <owners.json> <run-floor output .jsonl>
const { readFileSync } = require('node:fs');

async function serviceChecks(sql, ownerIds, commandsOk) {
  const one = async (text) => (await sql(text, [ownerIds])).rows[0];
  const open = await one(`SELECT coalesce(max(n), 0)::int AS max FROM (
      SELECT count(*) AS n FROM activities WHERE owner_id = ANY($1) AND end_ns IS NULL GROUP BY owner_id) o`);
  const overlaps = await one(`SELECT count(*)::int AS n FROM activities a JOIN activities b
      ON a.owner_id = b.owner_id AND a.id < b.id AND a.span && b.span
     WHERE a.owner_id = ANY($1) AND NOT a.manual AND NOT b.manual`);
  const badSequences = await one(`SELECT count(*)::int AS n FROM owners o
      LEFT JOIN LATERAL (SELECT count(*) AS c, count(DISTINCT sequence) AS d, min(sequence) AS lo, max(sequence) AS hi
                           FROM change_events e WHERE e.owner_id = o.id) e ON true
     WHERE o.id = ANY($1) AND o.last_sequence > 0
       AND NOT (e.c = o.last_sequence AND e.d = e.c AND e.lo = 1 AND e.hi = o.last_sequence)`);
  const backwards = await one(`SELECT count(*)::int AS n FROM (
      SELECT occurred_at < lag(occurred_at) OVER (PARTITION BY owner_id ORDER BY sequence) AS back
        FROM change_events WHERE owner_id = ANY($1)) s WHERE back`);
  const wrongEvents = await one(`SELECT count(*)::int AS n FROM activities a
      LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE change_type = 'created') AS created,
                                count(*) FILTER (WHERE change_type = 'updated') AS updated
                           FROM change_events e
                          WHERE e.owner_id = a.owner_id AND e.entity_type = 'activity' AND e.entity_id = a.id::text) e ON true
     WHERE a.owner_id = ANY($1) AND NOT (e.created = 1 AND e.updated = a.version - 1)`);
  const orphans = await one(`SELECT count(*)::int AS n FROM change_events e
     WHERE e.owner_id = ANY($1) AND e.entity_type = 'activity' AND e.change_type <> 'deleted'
       AND NOT EXISTS (SELECT 1 FROM activities a WHERE a.owner_id = e.owner_id AND a.id::text = e.entity_id)`);
  const receipts = await one(`SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 201)::int AS created
      FROM command_receipts WHERE owner_id = ANY($1)`);
  const checks = {
    atMostOneOpenPerOwner: open.max <= 1,
    noOverlappingIntervals: overlaps.n === 0,
    sequencesContiguousPerOwner: badSequences.n === 0 && backwards.n === 0,
    oneEventPerChangedRecord: wrongEvents.n === 0 && orphans.n === 0,
    receiptsEqualSuccessfulCommands: receipts.n === commandsOk.start + commandsOk.stop,
    startReceiptsEqualSuccessfulStarts: receipts.created === commandsOk.start,
  };
  return {
    checks,
    pass: Object.values(checks).every(Boolean),
    counts: {
      owners: ownerIds.length,
      maxOpenPerOwner: open.max,
      overlappingPairs: overlaps.n,
      ownersWithBadSequence: badSequences.n,
      eventsOutOfTimeOrder: backwards.n,
      activitiesWithWrongEvents: wrongEvents.n,
      eventsWithoutRecord: orphans.n,
      receipts: receipts.n,
      receipts201: receipts.created,
      driverStartsOk: commandsOk.start,
      driverStopsOk: commandsOk.stop,
    },
  };
}

/** The service target's successful commands over every scenario of a run-floor.sh output (warm-up included). */
function serviceCommandsOk(jsonl) {
  const total = { start: 0, stop: 0 };
  for (const line of jsonl.split('\n').filter(Boolean)) {
    const record = JSON.parse(line);
    if (record.target !== 'service' || !record.commandsOk) continue;
    total.start += record.commandsOk.start ?? 0;
    total.stop += record.commandsOk.stop ?? 0;
  }
  return total;
}

module.exports = { serviceChecks, serviceCommandsOk };

if (require.main === module) {
  const [url, ownersFile, outputFile] = process.argv.slice(2);
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: url, max: 1 });
  const ownerIds = JSON.parse(readFileSync(ownersFile, 'utf8')).map((o) => o.ownerId);
  serviceChecks((text, params) => pool.query(text, params), ownerIds, serviceCommandsOk(readFileSync(outputFile, 'utf8')))
    .then((result) => {
      console.log(JSON.stringify(result));
      process.exitCode = result.pass ? 0 : 1;
    })
    .finally(() => pool.end())
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
