import { FixedClock } from '../../src/common/time/clock';
import { Owner, TestServer, newOwner, startServer } from './harness';

/**
 * A small, named catalog and a week of activities for the report specs (summary, ranges, rounding,
 * downloads), created through the public API in the Europe/Berlin zone (clock: 2026-11-20T12:00Z).
 *
 * Week of Monday 2026-11-16 (Berlin, UTC+1):
 *   a1 Mon 09:00-10:30       task Design (project Website, client Acme), label Billable      1h30
 *   a2 Mon 23:30-Tue 01:00   task Build (project App, client Beta), labels Billable, Urgent  30m + 1h (two local days)
 *   a3 Wed 10:00-10:07       no task, direct project App (client Beta), no label             7m
 *   a4 Thu 14:00-14:20:00.000000001  task Admin (no project), no label                       20m 1ns
 *   a5 Fri 08:00-08:10       no task, no project, label Urgent                              10m
 */
export const HOUR = 3_600_000_000_000n;
export const MINUTE = 60_000_000_000n;

export function durationNs(text: string): bigint {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d{1,9}))?S)?$/.exec(text);
  if (!m) throw new Error(`not a duration: ${text}`);
  return BigInt(m[1] ?? 0) * HOUR + BigInt(m[2] ?? 0) * MINUTE + BigInt(m[3] ?? 0) * 1_000_000_000n + BigInt((m[4] ?? '').padEnd(9, '0'));
}

export const sum = (values: string[]) => values.reduce((acc, v) => acc + durationNs(v), 0n);

export interface Catalog {
  acme: string;
  beta: string;
  website: string;
  app: string;
  design: string;
  build: string;
  admin: string;
  billable: string;
  urgent: string;
}

async function created(reply: Promise<{ status: number; body: any; text: string }>): Promise<string> {
  const r = await reply;
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${r.text}`);
  return r.body.id;
}

export async function setZone(owner: Owner, zoneId: string): Promise<void> {
  const me = await owner.api.get('/me');
  const updated = await owner.api.put('/me', { zoneId }, { ifMatch: me.headers.get('etag')! });
  if (updated.status !== 200) throw new Error(`zone: ${updated.status}`);
}

/** The fixture's clock. */
export const REPORT_NOW = '2026-11-20T12:00:00Z';

/** A server at {@link REPORT_NOW} and one owner holding the seeded week (the report specs' set-up). */
export async function startWithSeededWeek(): Promise<{ server: TestServer; owner: Owner; c: Catalog }> {
  const server = await startServer({ clock: FixedClock.at(REPORT_NOW) });
  const owner = await newOwner(server);
  return { server, owner, c: await seedWeek(owner) };
}

export async function seedWeek(owner: Owner): Promise<Catalog> {
  await setZone(owner, 'Europe/Berlin');
  const acme = await created(owner.api.post('/clients', { name: 'Acme', color: '#112233' }));
  const beta = await created(owner.api.post('/clients', { name: 'Beta', color: '#445566' }));
  const website = await created(owner.api.post('/projects', { name: 'Website', clientId: acme }));
  const app = await created(owner.api.post('/projects', { name: 'App', clientId: beta }));
  const design = await created(owner.api.post('/tasks', { summary: 'Design', projectId: website }));
  const build = await created(owner.api.post('/tasks', { summary: 'Build', projectId: app }));
  const admin = await created(owner.api.post('/tasks', { summary: 'Admin' }));
  const billable = await created(owner.api.post('/labels', { name: 'Billable', color: null }));
  const urgent = await created(owner.api.post('/labels', { name: 'Urgent', color: null }));
  const activity = (body: Record<string, unknown>) => created(owner.api.post('/activities', body));
  await activity({ start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:30:00Z', taskId: design, labelIds: [billable] });
  await activity({ start: '2026-11-16T22:30:00Z', end: '2026-11-17T00:00:00Z', taskId: build, labelIds: [billable, urgent] });
  await activity({ start: '2026-11-18T09:00:00Z', end: '2026-11-18T09:07:00Z', projectId: app });
  await activity({ start: '2026-11-19T13:00:00Z', end: '2026-11-19T13:20:00.000000001Z', taskId: admin });
  await activity({ start: '2026-11-20T07:00:00Z', end: '2026-11-20T07:10:00Z', labelIds: [urgent] });
  return { acme, beta, website, app, design, build, admin, billable, urgent };
}

export const WEEK = 'fromDate=2026-11-16&toDate=2026-11-22';
