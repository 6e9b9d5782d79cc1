import { TestServer, newOwner, startServer } from './support/harness';

/**
 * A repeated or concurrent commit of an import batch answers the original outcome: the same bytes and
 * ETag as the 201, not only an equal JSON value (the outcome is stored as jsonb, which keeps no key order).
 */
describe('import batch replay (byte for byte)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const entries = [1, 2].map((row) => ({
    row,
    sourceId: `s${row}`,
    start: `2024-03-1${row}T09:00:00`,
    end: `2024-03-1${row}T10:30:00`,
    client: 'Acme',
    project: null,
    task: null,
    description: null,
    tags: [],
  }));

  it('answers concurrent and later repeats with the bytes, ETag and property order of the original outcome', async () => {
    const owner = await newOwner(server);
    const job = await owner.api.post('/imports', {
      source: 'toggl',
      fileName: 'export.csv',
      fileSha256: 'e'.repeat(64),
      sourceZoneId: 'Europe/Berlin',
      mappings: { clients: [{ name: 'Acme', action: 'create' }], projects: [], tasks: [], labels: [] },
      selectedCount: entries.length,
    });
    expect(job.status).toBe(201);
    const preview = await owner.api.post(`/imports/${job.body.id}/batches/0/preview`, { entries });
    expect(preview.status).toBe(200);
    const body = { previewToken: preview.body.previewToken, entries };
    const replies = await Promise.all([0, 1, 2].map(() => owner.api.post(`/imports/${job.body.id}/batches/0`, body)));
    const first = replies.find((reply) => reply.status === 201)!;
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201]);
    expect(Object.keys(first.body)).toEqual(['index', 'created', 'reused', 'skipped', 'committedAt']);
    const retry = await owner.api.post(`/imports/${job.body.id}/batches/0`, body);
    for (const replay of [...replies.filter((reply) => reply !== first), retry]) {
      expect(replay.status).toBe(200);
      expect(replay.text).toBe(first.text);
      expect(replay.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    const read = await owner.api.get(`/imports/${job.body.id}`);
    expect(JSON.stringify(read.body.batches)).toBe(`[${first.text}]`);
  });
});
