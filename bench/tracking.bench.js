'use strict';
// Tracking throughput: start (switching between tasks), and stop + start cycles. Each command is an
// idempotent, owner-locked transaction that closes one interval and opens the next at the same instant.
const { randomUUID } = require('node:crypto');

module.exports = async function trackingBench({ api, timeSequential }) {
  const tasks = [];
  for (let i = 0; i < 3; i++) tasks.push((await api('POST', '/tasks', { summary: `Bench task ${i}` })).body.id);
  let active = { id: null, version: null, etag: null };
  const start = async (taskId) => {
    const reply = await api(
      'POST',
      '/activities/start',
      { expectedActiveId: active.id, expectedActiveVersion: active.version, taskId },
      { 'idempotency-key': randomUUID() },
    );
    if (reply.status !== 201) throw new Error(`start: ${reply.status} ${JSON.stringify(reply.body)}`);
    active = { id: reply.body.id, version: reply.body.version, etag: reply.headers.get('etag') };
  };
  await timeSequential('POST /activities/start (switch)', 300, (i) => start(tasks[i % tasks.length]));
  await timeSequential('stop + start', 150, async (i) => {
    const stopped = await api('POST', `/activities/${active.id}/stop`, {}, { 'idempotency-key': randomUUID(), 'if-match': active.etag });
    if (stopped.status !== 200) throw new Error(`stop: ${stopped.status} ${JSON.stringify(stopped.body)}`);
    active = { id: null, version: null, etag: null };
    await start(tasks[i % tasks.length]);
  });
};
