import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { DayBoundariesService } from '../src/activities/day-boundaries.service';
import { FixedClock } from '../src/common/time/clock';
import { parseInstant } from '../src/common/time/instant';
import { Owner, TestServer, newOwner, startServer } from './support/harness';
import { callTool, mcpClient } from './support/mcp-client';

/**
 * The MCP timer tools at local midnights of zones with daylight saving time, driven by a FixedClock
 * (the harness runs no day-boundary job of its own; runDue splits for one owner). A stop or switch
 * that crosses a midnight splits the record into daily parts, so what a retry observes differs from
 * what the first call saw: the retry must still find the first request and answer its result.
 */
const ns = (text: string): bigint => {
  const value = parseInstant(text);
  if (value === null) throw new Error(text);
  return value;
};
const RANGE = 'from=2099-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';

describe('MCP timer tools across local midnights', () => {
  let server: TestServer;
  let clock: FixedClock;
  const clients: Client[] = [];

  beforeAll(async () => {
    clock = FixedClock.at('2099-01-01T00:00:00Z');
    server = await startServer({ clock });
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await server.close();
  });

  async function ownerIn(zoneId: string): Promise<{ owner: Owner; client: Client }> {
    const owner = await newOwner(server);
    const me = await owner.api.get('/me');
    expect((await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);
    const client = await mcpClient(server, owner.token);
    clients.push(client);
    return { owner, client };
  }
  const revision = async (owner: Owner) => (await owner.api.get(`/activities?${RANGE}&limit=1`)).body.revision as number;
  const records = async (owner: Owner) =>
    ((await owner.api.get(`/activities?${RANGE}&limit=500`)).body.items as any[]).map((a) => [a.id, a.version, a.start, a.end]);

  it('stop_timer retried after a stop that split the timer at midnight (Berlin, the 25-hour day): the first result, nothing changed', async () => {
    const { owner, client } = await ownerIn('Europe/Berlin');
    clock.set(ns('2099-10-24T21:30:00Z')); // 23:30 +02:00 on Saturday
    const started = await callTool(client, 'start_timer', { summary: 'Night release', requestId: randomUUID() });
    expect(started.structuredContent).toMatchObject({ start: '2099-10-24T21:30:00Z', end: null, version: 1 });

    // 03:30 +01:00 on Sunday, an hour after the clocks went back; no day-boundary run in between.
    clock.set(ns('2099-10-25T02:30:00Z'));
    const requestId = randomUUID();
    const stopped = await callTool(client, 'stop_timer', { requestId });
    expect(stopped.isError).toBeUndefined();
    // The answer is the last daily part: it keeps the timer's ID and begins at the local midnight.
    expect(stopped.structuredContent).toMatchObject({
      id: started.structuredContent.id,
      version: 2,
      start: '2099-10-24T22:00:00Z',
      end: '2099-10-25T02:30:00Z',
      timeEntryId: started.structuredContent.timeEntryId,
    });
    const stored = await records(owner);
    expect(stored).toHaveLength(2);

    // The reply was lost; the agent retries a little later with the same requestId.
    clock.set(ns('2099-10-25T02:35:00Z'));
    const retried = await callTool(client, 'stop_timer', { requestId });
    expect(retried.isError).toBeUndefined();
    expect(retried.structuredContent).toEqual(stopped.structuredContent);

    // Meanwhile another timer runs: the retry still answers the first stop and leaves that one open.
    const other = await callTool(client, 'start_timer', { summary: 'Next thing', requestId: randomUUID() });
    const later = await revision(owner);
    const again = await callTool(client, 'stop_timer', { requestId });
    expect(again.structuredContent).toEqual(stopped.structuredContent);
    expect((await owner.api.get('/activities/active')).body).toEqual(other.structuredContent);
    expect(await revision(owner)).toBe(later);
    expect((await records(owner)).filter(([id]) => id !== other.structuredContent.id)).toEqual(stored);
  });

  it('stop_timer retried after a stop past a midnight the job had split and a skipped midnight (Santiago, clocks jump at 00:00)', async () => {
    const { owner, client } = await ownerIn('America/Santiago');
    clock.set(ns('2099-09-05T02:00:00Z')); // 22:00 -04:00 on Friday 4 September
    const started = await callTool(client, 'start_timer', { requestId: randomUUID() });
    clock.set(ns('2099-09-05T05:00:00Z')); // 01:00 -04:00 on Saturday: the job splits at 00:00 (04:00Z)
    expect(await server.app.get(DayBoundariesService).runDue([owner.ownerId])).toBe(1);
    // Sunday 6 September has no 00:00: the clocks jump to 01:00 -03:00 (04:00Z). Stop at 02:00 -03:00.
    clock.set(ns('2099-09-06T05:00:00Z'));
    const requestId = randomUUID();
    const stopped = await callTool(client, 'stop_timer', { requestId });
    expect(stopped.structuredContent).toMatchObject({
      id: started.structuredContent.id,
      version: 3,
      start: '2099-09-06T04:00:00Z',
      end: '2099-09-06T05:00:00Z',
    });
    const before = await revision(owner);
    const stored = await records(owner);
    expect(stored.map(([, , start, end]) => [start, end])).toEqual([
      ['2099-09-05T02:00:00Z', '2099-09-05T04:00:00Z'],
      ['2099-09-05T04:00:00Z', '2099-09-06T04:00:00Z'],
      ['2099-09-06T04:00:00Z', '2099-09-06T05:00:00Z'],
    ]);

    clock.set(ns('2099-09-06T05:10:00Z'));
    const retried = await callTool(client, 'stop_timer', { requestId });
    expect(retried.structuredContent).toEqual(stopped.structuredContent);
    expect(await revision(owner)).toBe(before);
    expect(await records(owner)).toEqual(stored);
  });

  it('start_timer retried after a switch that split the old timer at a repeated midnight (Santiago, clocks go back at 00:00)', async () => {
    const { owner, client } = await ownerIn('America/Santiago');
    const task = (await owner.api.post('/tasks', { summary: 'Incident' })).body.id as string;
    clock.set(ns('2099-04-05T01:30:00Z')); // 22:30 -03:00 on Saturday 4 April
    const first = await callTool(client, 'start_timer', { requestId: randomUUID() });
    // 00:30 -04:00 on Sunday: 00:00 -03:00 became 23:00 -04:00, and the day ended at 00:00 -04:00 (04:00Z).
    clock.set(ns('2099-04-05T04:30:00Z'));
    const requestId = randomUUID();
    const switched = await callTool(client, 'start_timer', { taskId: task, requestId });
    expect(switched.structuredContent).toMatchObject({ taskId: task, start: '2099-04-05T04:30:00Z', end: null });
    const old = await owner.api.get(`/activities/${first.structuredContent.id}`);
    expect(old.body).toMatchObject({ start: '2099-04-05T04:00:00Z', end: '2099-04-05T04:30:00Z' });
    const before = await revision(owner);

    clock.set(ns('2099-04-05T04:40:00Z'));
    const retried = await callTool(client, 'start_timer', { taskId: task, requestId });
    expect(retried.structuredContent).toEqual(switched.structuredContent);
    expect(await revision(owner)).toBe(before);
  });

  it('log_time reads local date-times across a midnight that does not exist, and refuses one inside the gap', async () => {
    const { owner, client } = await ownerIn('America/Santiago');
    clock.set(ns('2099-09-10T12:00:00Z'));
    // 23:00 -04:00 on 5 September to 01:30 -03:00 on 6 September: 90 minutes, split where the 6th begins (01:00).
    const logged = await callTool(client, 'log_time', { start: '2099-09-05T23:00', end: '2099-09-06T01:30' });
    expect(logged.structuredContent).toMatchObject({ start: '2099-09-06T04:00:00Z', end: '2099-09-06T04:30:00Z', manual: true });
    const entry = await owner.api.get(`/time-entries/${logged.structuredContent.timeEntryId}`);
    expect(entry.body).toMatchObject({ start: '2099-09-06T03:00:00Z', end: '2099-09-06T04:30:00Z' });
    expect(entry.body.parts).toHaveLength(2);
    const gap = await callTool(client, 'log_time', { start: '2099-09-06T00:30', end: '2099-09-06T02:00' });
    expect(gap.structuredContent).toEqual({
      status: 422,
      code: 'VALIDATION',
      detail: expect.stringContaining(
        'start: 2099-09-06T00:30 does not exist in America/Santiago: at 2099-09-06T04:00:00Z the clocks jump from 2099-09-06T00:00 (-04:00) to 2099-09-06T01:00 (-03:00)',
      ),
    });
  });
});
