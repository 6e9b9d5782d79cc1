'use strict';
// Long-poll wake (issue 23): 500 long polls of one owner wait on GET /changes?waitSeconds=30; one
// command commits; how long after the command was sent does each poll get its answer? Five rounds;
// p50 and p99 over every poll of every round. Goal: p99 <= 300 ms on the embedded database as on
// PostgreSQL. Uses its own account (other scenarios' events must not wake these polls early).

const WAITERS = Number(process.env.BENCH_WAITERS ?? 500);
const ROUNDS = 5;
const GOAL_P99_MS = 300;
const ownAccount = require('./own-account');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

module.exports = async function longPollBench({ baseUrl, results }) {
  const { token, api } = await ownAccount(baseUrl, 'long-poll');
  const headers = { authorization: `Bearer ${token}` };
  const latencies = [];
  for (let round = 0; round < ROUNDS; round++) {
    const after = (await api('GET', '/changes?after=0')).body.nextSequence;
    const waiting = [];
    const polls = Array.from({ length: WAITERS }, () =>
      fetch(`${baseUrl}/api/v1/changes?after=${after}&waitSeconds=30`, { headers }).then(async (reply) => {
        const answeredAt = process.hrtime.bigint();
        const body = await reply.json();
        if (reply.status !== 200 || body.items.length === 0)
          throw new Error(`a poll answered ${reply.status} with ${body.items?.length} events`);
        return answeredAt;
      }),
    );
    waiting.push(...polls);
    // Every poll has reached the server and is waiting (their first read done) well before this.
    await new Promise((r) => setTimeout(r, 3_000));
    const sentAt = process.hrtime.bigint();
    const created = await api('POST', '/clients', { name: `Wake ${round}`, color: '#1E88E5' });
    if (created.status !== 201) throw new Error(`POST /clients answered ${created.status}`);
    for (const answeredAt of await Promise.all(waiting)) latencies.push(Number(answeredAt - sentAt) / 1e6);
  }
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  const line = {
    scenario: `long-poll wake, ${WAITERS} waiters x ${ROUNDS} rounds (goal p99 <= ${GOAL_P99_MS} ms)`,
    'p50 ms': Math.round(percentile(latencies, 0.5)),
    'p99 ms': Math.round(p99),
    max: Math.round(latencies[latencies.length - 1]),
    goal: p99 <= GOAL_P99_MS ? 'met' : 'NOT met',
  };
  results.push(line);
  console.log(JSON.stringify(line));
};
