import { FixedClock } from '../src/common/time/clock';
import { newOwner, startServer } from './support/harness';

it('smoke', async () => {
  const clock = FixedClock.at('2099-06-15T12:00:00Z');
  const server = await startServer({ clock });
  try {
    const alice = await newOwner(server);
    const r = await alice.api.post('/activities', { start: '2099-06-13T20:00:00.123456789Z', end: '2099-06-15T01:00:00Z', summary: ' x ' });
    console.log(r.status, r.text, r.headers.get('location'), r.headers.get('etag'));
    const l = await alice.api.get('/activities?from=2099-06-01T00:00:00Z&to=2099-07-01T00:00:00Z');
    console.log(l.status, l.text);
    const a = await alice.api.get('/activities/active');
    console.log(a.status, JSON.stringify(a.text), [...a.headers.entries()]);
    const s = await alice.api.post('/activities/start', { expectedActiveId: null, expectedActiveVersion: null, taskId: null }, { idempotencyKey: crypto.randomUUID() });
    console.log(s.status, s.text, s.headers.get('location'));
    const a2 = await alice.api.get('/activities/active');
    console.log(a2.status, a2.text);
    clock.advance(3600n * 1_000_000_000n);
    const st = await alice.api.post(`/activities/${s.body.id}/stop`, undefined, { idempotencyKey: crypto.randomUUID(), ifMatch: s.headers.get('etag')! });
    console.log(st.status, st.text);
  } finally { await server.close(); }
});
