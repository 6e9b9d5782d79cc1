'use strict';
// The server as `npm start` runs it (scripts/start.sh: node's options chosen by the database), so
// the benches measure the process a user runs, not a bare `node dist/src/main.js`.
const { spawn } = require('node:child_process');
const { delimiter, dirname, join } = require('node:path');

const START_SCRIPT = join(__dirname, '..', 'scripts', 'start.sh');

/**
 * Starts the server with this environment; the script finds `node` on PATH, so the node running the
 * bench comes first there. The script execs node: the child's PID is the server's.
 */
function startServer(env, stdio) {
  const path = [dirname(process.execPath), env.PATH ?? process.env.PATH].filter(Boolean).join(delimiter);
  return spawn('sh', [START_SCRIPT], { env: { ...env, PATH: path }, stdio });
}

module.exports = { startServer };
