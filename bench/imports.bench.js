'use strict';
// External import at scale: a generated 10,000-row Toggl Track detailed export goes through the
// import-tracker command (conversion, preview in chunks of 100, job, 100 batches of preview + commit),
// then the whole job is undone. Goals (issue 30, PostgreSQL): import < 4 s, undo < 2 s.
const { execFile } = require('node:child_process');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { promisify } = require('node:util');

const run = promisify(execFile);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10000);

function togglCsv(rows) {
  const lines = ['User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)'];
  const pad = (n) => String(n).padStart(2, '0');
  // Four entries a day, ending two days ago: every row lies in the past (a row that starts after the
  // server clock is refused as START_IN_FUTURE, so a fixed first day stops importing them all).
  const today = Math.floor(Date.now() / 86400000) * 86400000;
  const day0 = today - (Math.ceil(rows / 4) + 2) * 86400000;
  for (let i = 0; i < rows; i++) {
    const day = new Date(day0 + Math.floor(i / 4) * 86400000);
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const slot = i % 4;
    const startHour = 8 + slot * 3;
    // Every 40th entry runs past midnight into the next day.
    const late = i % 40 === 39;
    const next = new Date(day.getTime() + 86400000);
    const nextDate = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
    const [start, endDate, end] = late
      ? ['22:30:00', nextDate, '00:45:00']
      : [`${pad(startHour)}:00:00`, date, `${pad(startHour + 2)}:15:00`];
    const client = `Client ${i % 5}`;
    const project = `Project ${i % 20}`;
    const task = i % 3 === 0 ? '' : `Task ${i % 50}`;
    const tags = i % 2 === 0 ? `"tag ${i % 10}, shared"` : '';
    lines.push(
      `Bench User,bench@example.com,${client},${project},${task},"Entry ${i}, with a comma",No,${date},${start},${endDate},${end},02:15:00,${tags},0.00`,
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

module.exports = async function importsBench({ baseUrl, token, timeSequential }) {
  const dir = mkdtempSync(join(tmpdir(), 'tt-import-bench-'));
  const file = join(dir, 'toggl-10000.csv');
  writeFileSync(file, togglCsv(ROWS));
  const cli = join(__dirname, '..', 'dist', 'src', 'cli.js');
  const env = { ...process.env, TT_TOKEN: token };
  let jobId = null;
  try {
    const t0 = process.hrtime.bigint();
    await timeSequential(`import ${ROWS}-row Toggl file (preview + job + batches)`, 1, async () => {
      const { stdout } = await run(
        process.execPath,
        [cli, 'import-tracker', file, '--source', 'toggl', '--zone', 'Europe/Berlin', '--url', baseUrl, '--yes'],
        { env, maxBuffer: 64 * 1024 * 1024 },
      );
      jobId = /done: job ([0-9a-f-]{36})/.exec(stdout)?.[1] ?? null;
      if (!jobId) throw new Error(`import did not finish: ${stdout.slice(-2000)}`);
    });
    const importSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const t1 = process.hrtime.bigint();
    await timeSequential(`undo the ${ROWS}-row import job`, 1, async () => {
      await run(process.execPath, [cli, 'import-tracker', '--undo', jobId, '--url', baseUrl, '--yes'], {
        env,
        maxBuffer: 64 * 1024 * 1024,
      });
    });
    const undoSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
    console.log(
      JSON.stringify({
        scenario: 'imports',
        rows: ROWS,
        importSeconds: Number(importSeconds.toFixed(2)),
        undoSeconds: Number(undoSeconds.toFixed(2)),
        goalSeconds: { import: 4, undo: 2 },
      }),
    );
    const verdict = (s, goal) => `${s.toFixed(2)} s (goal < ${goal} s: ${s < goal ? 'met' : 'NOT met'})`;
    console.log(
      `imports: ${ROWS.toLocaleString('en')} rows imported in ${verdict(importSeconds, 4)}, ${Math.round(ROWS / importSeconds).toLocaleString('en')} rows/s; undone in ${verdict(undoSeconds, 2)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
