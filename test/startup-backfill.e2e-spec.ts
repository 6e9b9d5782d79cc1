import { Database } from '../src/db/database';
import { Api, Owner, TestServer, newOwner, startServer, uuid } from './support/harness';
import { IsolatedDatabase, isolatedDatabase } from './support/isolated-database';

const DEFAULT_LABELS = ['Production issue', 'Testing', 'Prototyping', 'Planning', 'Programming', 'Debugging', 'Communication', 'Meeting'];

interface Event {
  entity_type: string;
  change_type: string;
  entity_id: string;
}

/**
 * Start-up tasks over rows from before clients and labels: every stored owner gets one General client,
 * client-less projects are attached to it (IDs kept, versions bumped, events emitted), and owners with
 * an empty label set get the default catalog; a non-empty set, even a customised one, is left alone.
 * Repeating the start changes nothing and emits nothing. A database of the spec's own: every server
 * start runs these tasks for every owner in its database, so a server another spec starts on the
 * shared one would restore an emptied label set before this spec looks.
 */
describe('start-up backfill', () => {
  let server: TestServer;
  let isolated: IsolatedDatabase;
  beforeAll(async () => {
    isolated = await isolatedDatabase('startup_backfill');
  });
  afterAll(async () => {
    await server?.close();
    await isolated?.stop();
  });

  const db = () => server.app.get(Database);
  const apiOf = (owner: Owner) => new Api(`${server.base}/api/v1`, owner.token);

  async function restart(): Promise<void> {
    await server.close();
    server = await startServer({ env: isolated.env });
  }

  async function events(ownerId: string, after = 0): Promise<Array<[string, string, string]>> {
    const { rows } = await db().query<Event>(
      'SELECT entity_type, change_type, entity_id FROM change_events WHERE owner_id = $1 AND sequence > $2 ORDER BY sequence',
      [ownerId, after],
    );
    return rows.map((r) => [r.entity_type, r.change_type, r.entity_id]);
  }

  async function lastSequence(ownerId: string): Promise<number> {
    const { rows } = await db().query<{ last_sequence: string }>('SELECT last_sequence FROM owners WHERE id = $1', [ownerId]);
    return Number(rows[0].last_sequence);
  }

  /** Every catalog row of the owner with its version: what must not change on a repeated start. */
  async function state(ownerId: string): Promise<unknown> {
    const out: Record<string, unknown> = { sequence: await lastSequence(ownerId) };
    for (const [table, columns] of [
      ['clients', 'id, name, color, is_general, version'],
      ['projects', 'id, name, client_id, icon, version'],
      ['labels', 'id, name, color, version'],
    ]) {
      out[table] = (await db().query(`SELECT ${columns} FROM ${table} WHERE owner_id = $1 ORDER BY id`, [ownerId])).rows;
    }
    return out;
  }

  async function rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return (await db().query<T>(sql, params)).rows;
  }

  it('attaches legacy projects to General, restores empty label sets, leaves custom ones, and is idempotent across two more restarts', async () => {
    server = await startServer({ env: isolated.env });

    // An account whose General client and labels are gone and whose project lost its client (legacy shape).
    const legacy = await newOwner(server);
    const general0 = (await legacy.api.get('/clients')).body.items[0].id;
    const acme = (await legacy.api.post('/clients', { name: 'Acme', color: '#123456' })).body.id;
    const orphan = await legacy.api.post('/projects', { name: 'Orphan', clientId: general0, icon: 'code' });
    const orphanEdited = await legacy.api.put(
      `/projects/${orphan.body.id}`,
      { name: 'Orphan', clientId: general0, icon: 'bug' },
      { ifMatch: orphan.headers.get('etag')! },
    );
    expect(orphanEdited.body.version).toBe(2);
    const attached = await legacy.api.post('/projects', { name: 'Attached', clientId: acme });

    // An account with a customised label set: one renamed, most deleted, one added.
    const custom = await newOwner(server);
    const customLabels = (await custom.api.get('/labels')).body.items;
    const etagOf = async (path: string) => (await custom.api.get(path)).headers.get('etag')!;
    await custom.api.put(
      `/labels/${customLabels[0].id}`,
      { name: 'Renamed', color: null },
      { ifMatch: await etagOf(`/labels/${customLabels[0].id}`) },
    );
    for (const label of customLabels.slice(1))
      await custom.api.delete(`/labels/${label.id}`, { ifMatch: await etagOf(`/labels/${label.id}`) });
    await custom.api.post('/labels', { name: 'Added', color: '#ABCDEF' });

    // Owners that exist only as rows (as after an upgrade): one with nothing at all, one with legacy
    // projects and no client, one that already has its General client, legacy projects and one label.
    const bare = `legacy-${uuid()}`;
    const raw = `legacy-${uuid()}`;
    const withGeneral = `legacy-${uuid()}`;
    const rawProjects = [uuid(), uuid()];
    const generalProjects = [uuid(), uuid()];
    const existingGeneral = uuid();
    const keptLabel = uuid();
    const legacyRevision = await lastSequence(legacy.ownerId);
    // One transaction, so no other server starting meanwhile sees a half-seeded owner.
    await db().transaction(async () => {
      await db().query(`UPDATE projects SET client_id = NULL WHERE owner_id = $1 AND id = $2`, [legacy.ownerId, orphan.body.id]);
      await db().query(`DELETE FROM clients WHERE owner_id = $1 AND is_general`, [legacy.ownerId]);
      await db().query(`DELETE FROM labels WHERE owner_id = $1`, [legacy.ownerId]);
      for (const id of [bare, raw, withGeneral]) await db().query('INSERT INTO owners (id, initialized_at) VALUES ($1, now())', [id]);
      for (const [i, id] of rawProjects.entries()) {
        await db().query('INSERT INTO projects (id, owner_id, name, client_id, version) VALUES ($1, $2, $3, NULL, $4)', [
          id,
          raw,
          `Raw ${i}`,
          i + 1,
        ]);
      }
      await db().query(
        `INSERT INTO clients (id, owner_id, name, color, is_general, version) VALUES ($1, $2, 'General', '#607D8B', true, 5)`,
        [existingGeneral, withGeneral],
      );
      await db().query(`INSERT INTO projects (id, owner_id, name, client_id) VALUES ($1, $2, 'Mixed', $3)`, [
        uuid(),
        withGeneral,
        existingGeneral,
      ]);
      for (const id of generalProjects)
        await db().query('INSERT INTO projects (id, owner_id, name, client_id, version) VALUES ($1, $2, $3, NULL, 7)', [
          id,
          withGeneral,
          'Legacy',
        ]);
      await db().query(`INSERT INTO labels (id, owner_id, name, color) VALUES ($1, $2, 'Only one', NULL)`, [keptLabel, withGeneral]);
    });
    const customBefore = await state(custom.ownerId);
    const attachedBefore = (await legacy.api.get(`/projects/${attached.body.id}`)).body;

    await restart();

    // The account: a new General, the orphan attached to it (same ID, version + 1), defaults restored.
    const legacyApi = apiOf(legacy);
    const clients = (await legacyApi.get('/clients')).body.items;
    const general = clients.find((c: any) => c.name === 'General');
    expect(clients.filter((c: any) => c.name === 'General')).toHaveLength(1);
    expect(general.id).not.toBe(general0);
    const fixed = await legacyApi.get(`/projects/${orphan.body.id}`);
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual({ ...orphanEdited.body, clientId: general.id, version: 3 });
    expect((await legacyApi.get(`/projects/${attached.body.id}`)).body).toEqual(attachedBefore);
    const labels = (await legacyApi.get('/labels')).body.items;
    expect(labels.map((l: any) => l.name)).toEqual(DEFAULT_LABELS);
    const feed = await legacyApi.get(`/changes?after=${legacyRevision}`);
    expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual([
      ['client', 'created', general.id],
      ['project', 'updated', orphan.body.id],
      ...labels.map((l: any) => ['label', 'created', l.id]),
    ]);
    expect((await legacyApi.get(`/projects?clientId=${general.id}`)).body.items.map((p: any) => p.id)).toEqual([orphan.body.id]);

    // The customised account: untouched, no events.
    expect(await state(custom.ownerId)).toEqual(customBefore);
    expect((await apiOf(custom).get('/labels')).body.items.map((l: any) => l.name)).toEqual(['Renamed', 'Added']);

    // The bare owner: General and the default labels, nothing else.
    const bareClients = await rows<{ id: string; name: string; is_general: boolean }>(
      'SELECT id, name, is_general FROM clients WHERE owner_id = $1',
      [bare],
    );
    expect(bareClients).toEqual([{ id: expect.any(String), name: 'General', is_general: true }]);
    const bareLabels = await rows<{ id: string; name: string }>('SELECT id, name FROM labels WHERE owner_id = $1 ORDER BY id', [bare]);
    expect(bareLabels.map((l) => l.name)).toEqual(DEFAULT_LABELS);
    expect(await events(bare)).toEqual([['client', 'created', bareClients[0].id], ...bareLabels.map((l) => ['label', 'created', l.id])]);

    // The raw owner: General created, both projects attached with their IDs and versions + 1.
    const rawGeneral = (await rows<{ id: string }>('SELECT id FROM clients WHERE owner_id = $1 AND is_general', [raw]))[0].id;
    expect(await rows('SELECT id, client_id, version FROM projects WHERE owner_id = $1 ORDER BY name', [raw])).toEqual([
      { id: rawProjects[0], client_id: rawGeneral, version: 2 },
      { id: rawProjects[1], client_id: rawGeneral, version: 3 },
    ]);
    const rawLabels = await rows<{ id: string }>('SELECT id FROM labels WHERE owner_id = $1 ORDER BY id', [raw]);
    expect(await events(raw)).toEqual([
      ['client', 'created', rawGeneral],
      ...[...rawProjects].sort().map((id) => ['project', 'updated', id]),
      ...rawLabels.map((l) => ['label', 'created', l.id]),
    ]);

    // The owner that had General: reused (not recreated), legacy projects attached, its one label kept.
    expect(await rows('SELECT id, version FROM clients WHERE owner_id = $1', [withGeneral])).toEqual([{ id: existingGeneral, version: 5 }]);
    expect(
      await rows('SELECT client_id, version FROM projects WHERE owner_id = $1 AND id = ANY($2::uuid[]) ORDER BY id', [
        withGeneral,
        generalProjects,
      ]),
    ).toEqual([
      { client_id: existingGeneral, version: 8 },
      { client_id: existingGeneral, version: 8 },
    ]);
    expect(await rows('SELECT id, name FROM labels WHERE owner_id = $1', [withGeneral])).toEqual([{ id: keptLabel, name: 'Only one' }]);
    expect(await events(withGeneral)).toEqual([...generalProjects].sort().map((id) => ['project', 'updated', id]));

    // Idempotent: two more starts change nothing and emit nothing for any of them.
    const owners = [legacy.ownerId, custom.ownerId, bare, raw, withGeneral];
    const settled = await Promise.all(owners.map((id) => state(id)));
    for (let i = 0; i < 2; i++) {
      await restart();
      expect(await Promise.all(owners.map((id) => state(id)))).toEqual(settled);
    }
    // The account still works as usual after the restarts.
    expect((await apiOf(legacy).get(`/projects/${orphan.body.id}`)).body.version).toBe(3);
  });

  it('deleting every label of a running account leaves it empty until the next start restores the defaults', async () => {
    const owner = await newOwner(server);
    for (const label of (await owner.api.get('/labels')).body.items) {
      const current = await owner.api.get(`/labels/${label.id}`);
      expect((await owner.api.delete(`/labels/${label.id}`, { ifMatch: current.headers.get('etag')! })).status).toBe(204);
    }
    const empty = await owner.api.get('/labels');
    expect(empty.body.items).toEqual([]);
    await restart();
    const restored = await apiOf(owner).get('/labels');
    expect(restored.body.items.map((l: any) => l.name)).toEqual(DEFAULT_LABELS);
    const before = await state(owner.ownerId);
    await restart();
    expect(await state(owner.ownerId)).toEqual(before);
  });
});
