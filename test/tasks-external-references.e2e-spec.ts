import { Database } from '../src/db/database';
import { Owner, Reply, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

interface Ref {
  providerId: string;
  repositoryId: string;
  externalId: string;
}

const etag = (reply: Reply) => reply.headers.get('etag')!;
const query = (ref: Ref) =>
  `providerId=${encodeURIComponent(ref.providerId)}&repositoryId=${encodeURIComponent(ref.repositoryId)}&externalId=${encodeURIComponent(ref.externalId)}`;
const lookupPath = (ref: Ref) => `/tasks/by-external-reference?${query(ref)}`;
const unlinkPath = (taskId: string, ref: Ref) => `/tasks/${taskId}/external-references?${query(ref)}`;

/** Exactly n code points, cycling through ASCII punctuation, spaces, '%', '/', BMP and astral characters. */
function identifier(n: number, seed: string): string {
  const alphabet = [...`${seed}/ %?&#+=\u00e9\u4e2d\u{1F600}\u{10FFFF}x`];
  return Array.from({ length: n }, (_, i) => alphabet[i % alphabet.length]).join('');
}

const LIMITS = { providerId: 200, repositoryId: 4096, externalId: 1000 } as const;
type Part = keyof typeof LIMITS;
const PARTS = Object.keys(LIMITS) as Part[];

describe('task external references', () => {
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;
  let counter = 0;

  /** A fresh identity, unique within the run. */
  const fresh = (overrides: Partial<Ref> = {}): Ref => ({
    providerId: 'github',
    repositoryId: `octo/repo-${uuid()}`,
    externalId: String(++counter),
    ...overrides,
  });

  async function revision(owner: Owner): Promise<number> {
    return (await owner.api.get('/tasks?limit=1')).body.revision;
  }
  async function taskCount(owner: Owner): Promise<number> {
    return (await owner.api.get('/tasks?limit=500')).body.items.length;
  }
  async function newTask(owner: Owner, externalReferences?: Ref[]): Promise<Reply> {
    const reply = await owner.api.post('/tasks', { summary: `Task ${++counter}`, ...(externalReferences ? { externalReferences } : {}) });
    expect(reply.status).toBe(201);
    return reply;
  }

  beforeAll(async () => {
    server = await startServer();
    [alice, bob] = await Promise.all([newOwner(server), newOwner(server)]);
  });
  afterAll(() => server.close());

  describe('on create', () => {
    it('links every reference atomically and returns them sorted by providerId, repositoryId, externalId in code-unit order', async () => {
      const repo = `r-${uuid()}`;
      // U+1F600 is the surrogate pair D83D DE00, which sorts before U+FB01 by code unit (not by code point).
      const refs: Ref[] = [
        { providerId: 'jira', repositoryId: repo, externalId: 'B-2' },
        { providerId: 'github', repositoryId: repo, externalId: '10' },
        { providerId: 'github', repositoryId: repo, externalId: '9' },
        { providerId: 'GitHub', repositoryId: repo, externalId: '1' },
        { providerId: '\uFB01', repositoryId: repo, externalId: '1' },
        { providerId: '\u{1F600}', repositoryId: repo, externalId: '1' },
        { providerId: 'github', repositoryId: `${repo}/sub`, externalId: '1' },
        { providerId: 'github', repositoryId: repo, externalId: ' 9' },
      ];
      const created = await newTask(alice, refs);
      expect(created.body.externalReferences).toEqual([
        { providerId: 'GitHub', repositoryId: repo, externalId: '1' },
        { providerId: 'github', repositoryId: repo, externalId: ' 9' },
        { providerId: 'github', repositoryId: repo, externalId: '10' },
        { providerId: 'github', repositoryId: repo, externalId: '9' },
        { providerId: 'github', repositoryId: `${repo}/sub`, externalId: '1' },
        { providerId: 'jira', repositoryId: repo, externalId: 'B-2' },
        { providerId: '\u{1F600}', repositoryId: repo, externalId: '1' },
        { providerId: '\uFB01', repositoryId: repo, externalId: '1' },
      ]);
      const fetched = await alice.api.get(`/tasks/${created.body.id}`);
      expect(fetched.body).toEqual(created.body);
      const listed = (await alice.api.get('/tasks?limit=500')).body.items.find((t: any) => t.id === created.body.id);
      expect(listed).toEqual(created.body);
      for (const ref of refs) {
        const found = await alice.api.get(lookupPath(ref));
        expect(found.status).toBe(200);
        expect(found.body).toEqual(created.body);
        expect(etag(found)).toBe(etag(created));
      }
    });

    it('an identity already linked within the owner is 409 and creates no task (no events, no partial links)', async () => {
      const taken = fresh();
      const existing = await newTask(alice, [taken]);
      const other = fresh();
      const [before, count] = [await revision(alice), await taskCount(alice)];
      const reply = await alice.api.post('/tasks', { summary: 'Duplicate', externalReferences: [other, taken] });
      expectProblem(reply, 409, 'EXTERNAL_REFERENCE_CONFLICT');
      expect(await revision(alice)).toBe(before);
      expect(await taskCount(alice)).toBe(count);
      expectProblem(await alice.api.get(lookupPath(other)), 404, 'NOT_FOUND');
      expect((await alice.api.get(lookupPath(taken))).body.id).toBe(existing.body.id);
    });

    it('the same identity twice in one request is 422 VALIDATION and creates nothing', async () => {
      const ref = fresh();
      const before = await revision(alice);
      expectProblem(await alice.api.post('/tasks', { summary: 'Twice', externalReferences: [ref, { ...ref }] }), 422, 'VALIDATION');
      expect(await revision(alice)).toBe(before);
      expectProblem(await alice.api.get(lookupPath(ref)), 404, 'NOT_FOUND');
    });

    it('parts are not trimmed or case-folded: identities differing only there are distinct', async () => {
      const base = fresh();
      const variants = [
        base,
        { ...base, externalId: ` ${base.externalId}` },
        { ...base, externalId: `${base.externalId} ` },
        { ...base, providerId: 'GITHUB' },
      ];
      const created = await newTask(alice, variants);
      expect(created.body.externalReferences).toHaveLength(4);
      for (const ref of variants) expect((await alice.api.get(lookupPath(ref))).body.id).toBe(created.body.id);
    });

    it.each([
      ['a missing part', { providerId: 'p', repositoryId: 'r' }, 400],
      ['an unknown property', { providerId: 'p', repositoryId: 'r', externalId: 'e', url: 'x' }, 400],
      ['a null part', { providerId: 'p', repositoryId: null, externalId: 'e' }, 422],
      ['a number', { providerId: 'p', repositoryId: 'r', externalId: 7 }, 422],
      ['an unpaired surrogate', { providerId: 'p', repositoryId: 'r\uD800', externalId: 'e' }, 422],
      ['U+0000', { providerId: 'p', repositoryId: 'r', externalId: 'e\u0000' }, 422],
    ])('a reference with %s (%j) is %i', async (_label, ref, status) => {
      const before = await revision(alice);
      expectProblem(
        await alice.api.post('/tasks', { summary: 's', externalReferences: [ref] }),
        status,
        status === 422 ? 'VALIDATION' : undefined,
      );
      expect(await revision(alice)).toBe(before);
    });

    it('at most 100 references on create (101 is 422)', async () => {
      const many = Array.from({ length: 101 }, () => fresh());
      expectProblem(await alice.api.post('/tasks', { summary: 'Many', externalReferences: many }), 422, 'VALIDATION');
      const created = await alice.api.post('/tasks', { summary: 'Many', externalReferences: many.slice(0, 100) });
      expect(created.status).toBe(201);
      expect(created.body.externalReferences).toHaveLength(100);
    });
  });

  describe('bounds of each part, in every place an identity is accepted', () => {
    it.each(PARTS)(
      '%s: 1 and the maximum are accepted (body, lookup URL, unlink URL); empty, whitespace-only and maximum+1 are 422',
      async (part) => {
        const max = LIMITS[part];
        for (const value of ['x', identifier(max, part)]) {
          const ref = fresh({ [part]: value });
          // create
          const created = await newTask(alice, [ref]);
          expect(created.body.externalReferences).toEqual([ref]);
          const found = await alice.api.get(lookupPath(ref));
          expect(found.status).toBe(200);
          expect(found.body.id).toBe(created.body.id);
          // unlink by URL, then link again by body
          const unlinked = await alice.api.delete(unlinkPath(created.body.id, ref), { ifMatch: etag(created) });
          expect(unlinked.status).toBe(200);
          expect(unlinked.body.externalReferences).toEqual([]);
          const linked = await alice.api.put(`/tasks/${created.body.id}/external-references`, ref, { ifMatch: etag(unlinked) });
          expect(linked.status).toBe(200);
          expect(linked.body.externalReferences).toEqual([ref]);
        }
        const target = await newTask(alice);
        for (const value of ['', ' ', '\t\n \u00a0\u3000', identifier(max + 1, part)]) {
          const ref = fresh({ [part]: value });
          expectProblem(await alice.api.post('/tasks', { summary: 's', externalReferences: [ref] }), 422, 'VALIDATION');
          expectProblem(await alice.api.get(lookupPath(ref)), 422, 'VALIDATION');
          expectProblem(
            await alice.api.put(`/tasks/${target.body.id}/external-references`, ref, { ifMatch: etag(target) }),
            422,
            'VALIDATION',
          );
          expectProblem(await alice.api.delete(unlinkPath(target.body.id, ref), { ifMatch: etag(target) }), 422, 'VALIDATION');
        }
        expect((await alice.api.get(`/tasks/${target.body.id}`)).body.version).toBe(1);
      },
    );

    it('lengths count code points: the maximum in astral characters is accepted, one more is 422', async () => {
      const ref = fresh({ providerId: '\u{1F680}'.repeat(200), externalId: '\u{1F600}'.repeat(1000) });
      expect((await newTask(alice, [ref])).body.externalReferences).toEqual([ref]);
      expectProblem(
        await alice.api.post('/tasks', { summary: 's', externalReferences: [{ ...fresh(), providerId: '\u{1F680}'.repeat(201) }] }),
        422,
        'VALIDATION',
      );
    });
  });

  describe('lookup', () => {
    it('works with all three parts at their maximum length, percent-encoded in one long URL', async () => {
      // 200 + 4096 + 1000 characters with '/', ' ', '%', '?', '&', '#', '+', '=', BMP and astral characters:
      // the percent-encoded URL is far beyond the 16 KiB Node allows for a request line by default.
      const ref: Ref = {
        providerId: identifier(200, 'P'),
        repositoryId: `${uuid()}${identifier(4096 - 36, 'R')}`,
        externalId: identifier(1000, 'E'),
      };
      const path = lookupPath(ref);
      expect(path.length).toBeGreaterThan(16 * 1024);
      const created = await newTask(alice, [ref]);
      const found = await alice.api.get(path);
      expect(found.status).toBe(200);
      expect(found.body).toEqual(created.body);
      expect(found.body.externalReferences).toEqual([ref]);
      const astral: Ref = {
        providerId: '\u{1F600}'.repeat(200),
        repositoryId: '\u{10FFFF}'.repeat(4096),
        externalId: '\u{1F680}'.repeat(1000),
      };
      expect(lookupPath(astral).length).toBeGreaterThan(63_000);
      const astralTask = await newTask(alice, [astral]);
      const foundAstral = await alice.api.get(lookupPath(astral));
      expect(foundAstral.status).toBe(200);
      expect(foundAstral.body.id).toBe(astralTask.body.id);
      const unlinked = await alice.api.delete(unlinkPath(astralTask.body.id, astral), { ifMatch: etag(astralTask) });
      expect(unlinked.status).toBe(200);
      expectProblem(await alice.api.get(lookupPath(astral)), 404, 'NOT_FOUND');
    });

    it('a 4096-character repositoryId of "/", " ", "%" and unicode round-trips percent-encoded', async () => {
      const tokens = ['/', ' ', '%', '\u00fc', '\u{1F4A9}', '%2F', 'a'];
      const codePoints = [...Array.from({ length: 4096 }, (_, i) => tokens[i % tokens.length]).join('')].slice(0, 4096);
      const ref = fresh({ repositoryId: codePoints.join('') });
      expect([...ref.repositoryId].length).toBe(4096);
      const created = await newTask(alice, [ref]);
      const found = await alice.api.get(lookupPath(ref));
      expect(found.body.id).toBe(created.body.id);
      expect(found.body.externalReferences[0].repositoryId).toBe(ref.repositoryId);
      // The decoded value matters, not the encoding: '%2F' as text differs from '/'.
      expectProblem(await alice.api.get(lookupPath({ ...ref, repositoryId: ref.repositoryId.replace('%2F', '/') })), 404, 'NOT_FOUND');
    });

    it('a missing part is 400, an unknown or repeated parameter 400; no linked task is 404', async () => {
      const ref = fresh();
      await newTask(alice, [ref]);
      expectProblem(await alice.api.get(`/tasks/by-external-reference?providerId=a&repositoryId=b`), 400);
      expectProblem(await alice.api.get(`/tasks/by-external-reference?repositoryId=b&externalId=c`), 400);
      expectProblem(await alice.api.get(`/tasks/by-external-reference`), 400);
      expectProblem(await alice.api.get(`${lookupPath(ref)}&limit=1`), 400);
      expectProblem(await alice.api.get(`${lookupPath(ref)}&externalId=2`), 400);
      expectProblem(await alice.api.get(lookupPath(fresh())), 404, 'NOT_FOUND');
      expectProblem(await alice.api.get(lookupPath({ ...ref, externalId: `${ref.externalId} ` })), 404, 'NOT_FOUND');
    });

    it('is owner-scoped: two owners may link the same identity to different tasks', async () => {
      const shared = fresh();
      const mine = await newTask(alice, [shared]);
      expectProblem(await bob.api.get(lookupPath(shared)), 404, 'NOT_FOUND');
      const theirs = await newTask(bob, [shared]);
      expect((await alice.api.get(lookupPath(shared))).body.id).toBe(mine.body.id);
      expect((await bob.api.get(lookupPath(shared))).body.id).toBe(theirs.body.id);
      const bobsSecond = await newTask(bob);
      expectProblem(
        await bob.api.put(`/tasks/${bobsSecond.body.id}/external-references`, shared, { ifMatch: etag(bobsSecond) }),
        409,
        'EXTERNAL_REFERENCE_CONFLICT',
      );
    });
  });

  describe('link (PUT /tasks/{id}/external-references)', () => {
    it('links with If-Match: bumps the version, changes the ETag and emits a task update', async () => {
      const created = await newTask(alice);
      const ref = fresh();
      const path = `/tasks/${created.body.id}/external-references`;
      const before = await revision(alice);
      expectProblem(await alice.api.put(path, ref), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.put(path, ref, { ifMatch: '*' }), 400);
      const linked = await alice.api.put(path, ref, { ifMatch: etag(created) });
      expect(linked.status).toBe(200);
      expect(linked.body).toEqual({ ...created.body, version: 2, externalReferences: [ref] });
      expect(etag(linked)).not.toBe(etag(created));
      const feed = await alice.api.get(`/changes?after=${before}`);
      expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual([['task', 'updated', created.body.id]]);
      expect((await alice.api.get(`/tasks/${created.body.id}`)).body).toEqual(linked.body);
      // the old version is stale now, for links and for ordinary edits alike
      expectProblem(await alice.api.put(path, fresh(), { ifMatch: etag(created) }), 412, 'STALE_VERSION');
      expectProblem(
        await alice.api.put(
          `/tasks/${created.body.id}`,
          { summary: 'x', url: null, projectId: null, parentTaskId: null },
          { ifMatch: etag(created) },
        ),
        412,
        'STALE_VERSION',
      );
      // an ordinary edit keeps the references
      const edited = await alice.api.put(
        `/tasks/${created.body.id}`,
        { summary: 'Edited', url: null, projectId: null, parentTaskId: null },
        { ifMatch: etag(linked) },
      );
      expect(edited.body).toMatchObject({ version: 3, externalReferences: [ref] });
    });

    it('linking an identity already on this task is a no-op: 200, same version and ETag, no event', async () => {
      const ref = fresh();
      const created = await newTask(alice, [ref]);
      const before = await revision(alice);
      const again = await alice.api.put(`/tasks/${created.body.id}/external-references`, { ...ref }, { ifMatch: etag(created) });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(created.body);
      expect(etag(again)).toBe(etag(created));
      expect(await revision(alice)).toBe(before);
    });

    it('an identity linked to another task of the owner is 409 and changes nothing', async () => {
      const ref = fresh();
      const holder = await newTask(alice, [ref]);
      const other = await newTask(alice);
      const before = await revision(alice);
      expectProblem(
        await alice.api.put(`/tasks/${other.body.id}/external-references`, ref, { ifMatch: etag(other) }),
        409,
        'EXTERNAL_REFERENCE_CONFLICT',
      );
      expect(await revision(alice)).toBe(before);
      expect((await alice.api.get(`/tasks/${other.body.id}`)).body).toEqual(other.body);
      expect((await alice.api.get(lookupPath(ref))).body.id).toBe(holder.body.id);
    });

    it('the body is exactly one ExternalReference: missing part or unknown property 400, array 400', async () => {
      const created = await newTask(alice);
      const path = `/tasks/${created.body.id}/external-references`;
      const ifMatch = etag(created);
      expectProblem(await alice.api.put(path, { providerId: 'p', repositoryId: 'r' }, { ifMatch }), 400);
      expectProblem(await alice.api.put(path, { ...fresh(), extra: 1 }, { ifMatch }), 400);
      expectProblem(await alice.api.put(path, [fresh()], { ifMatch }), 400);
      expect((await alice.api.get(`/tasks/${created.body.id}`)).body.version).toBe(1);
    });

    it('a missing task is 404 (before the If-Match check)', async () => {
      expectProblem(await alice.api.put(`/tasks/${uuid()}/external-references`, fresh(), { ifMatch: '"1-abc"' }), 404, 'NOT_FOUND');
      expectProblem(await alice.api.put(`/tasks/${uuid()}/external-references`, fresh()), 404, 'NOT_FOUND');
      expectProblem(await alice.api.put('/tasks/not-a-uuid/external-references', fresh(), { ifMatch: '"1-abc"' }), 400);
    });
  });

  describe('unlink (DELETE /tasks/{id}/external-references)', () => {
    it('unlinks with If-Match: 200 with the task at a new version, an event, and the identity free again', async () => {
      const keep = fresh();
      const drop = fresh();
      const created = await newTask(alice, [keep, drop]);
      const path = unlinkPath(created.body.id, drop);
      expectProblem(await alice.api.delete(path), 428, 'PRECONDITION_REQUIRED');
      expectProblem(await alice.api.delete(path, { ifMatch: '"1-000000000000000000000000"' }), 412, 'STALE_VERSION');
      const before = await revision(alice);
      const unlinked = await alice.api.delete(path, { ifMatch: etag(created) });
      expect(unlinked.status).toBe(200);
      expect(unlinked.body).toEqual({ ...created.body, version: 2, externalReferences: [keep] });
      expect(etag(unlinked)).not.toBe(etag(created));
      const feed = await alice.api.get(`/changes?after=${before}`);
      expect(feed.body.items.map((e: any) => [e.entityType, e.changeType, e.id])).toEqual([['task', 'updated', created.body.id]]);
      expectProblem(await alice.api.get(lookupPath(drop)), 404, 'NOT_FOUND');
      expect((await alice.api.get(lookupPath(keep))).body.id).toBe(created.body.id);
      // unlinking again: not linked any more
      expectProblem(await alice.api.delete(path, { ifMatch: etag(unlinked) }), 404, 'NOT_FOUND');
      // the identity may now go to another task
      const next = await newTask(alice, [drop]);
      expect((await alice.api.get(lookupPath(drop))).body.id).toBe(next.body.id);
    });

    it('keeps the link history internally', async () => {
      const ref = fresh();
      const first = await newTask(alice, [ref]);
      const unlinked = await alice.api.delete(unlinkPath(first.body.id, ref), { ifMatch: etag(first) });
      const second = await newTask(alice, [ref]);
      const relinked = await alice.api.delete(unlinkPath(second.body.id, ref), { ifMatch: etag(second) });
      await alice.api.put(`/tasks/${first.body.id}/external-references`, ref, { ifMatch: etag(unlinked) });
      expect(relinked.status).toBe(200);
      const db = server.app.get(Database);
      const { rows } = await db.query<{ task_id: string; unlinked: boolean }>(
        `SELECT task_id, unlinked_at IS NOT NULL AS unlinked FROM task_external_references
          WHERE owner_id = $1 AND provider_id = $2 AND repository_id = $3 AND external_id = $4 ORDER BY id`,
        [alice.ownerId, ref.providerId, ref.repositoryId, ref.externalId],
      );
      expect(rows).toEqual([
        { task_id: first.body.id, unlinked: true },
        { task_id: second.body.id, unlinked: true },
        { task_id: first.body.id, unlinked: false },
      ]);
    });

    it('an identity linked to another task, or to none, is 404 and changes nothing', async () => {
      const ref = fresh();
      await newTask(alice, [ref]);
      const other = await newTask(alice);
      expectProblem(await alice.api.delete(unlinkPath(other.body.id, ref), { ifMatch: etag(other) }), 404, 'NOT_FOUND');
      expectProblem(await alice.api.delete(unlinkPath(other.body.id, fresh()), { ifMatch: etag(other) }), 404, 'NOT_FOUND');
      expect((await alice.api.get(`/tasks/${other.body.id}`)).body.version).toBe(1);
    });

    it('query parameters: a missing part is 400, an unknown one 400', async () => {
      const ref = fresh();
      const created = await newTask(alice, [ref]);
      expectProblem(
        await alice.api.delete(`/tasks/${created.body.id}/external-references?providerId=a&externalId=b`, { ifMatch: etag(created) }),
        400,
      );
      expectProblem(await alice.api.delete(`${unlinkPath(created.body.id, ref)}&force=true`, { ifMatch: etag(created) }), 400);
      expect((await alice.api.get(`/tasks/${created.body.id}`)).body.externalReferences).toEqual([ref]);
    });
  });

  it('deleting a task frees its identities', async () => {
    const ref = fresh();
    const created = await newTask(alice, [ref]);
    expect((await alice.api.delete(`/tasks/${created.body.id}`, { ifMatch: etag(created) })).status).toBe(204);
    expectProblem(await alice.api.get(lookupPath(ref)), 404, 'NOT_FOUND');
    expect((await newTask(alice, [ref])).status).toBe(201);
  });

  it('documents the routes and the ExternalReference bounds in OpenAPI', async () => {
    const doc = (await server.api.get('/openapi.json')).body;
    // Shared headers (If-Match, X-Service-Owner) are $refs to components/parameters.
    const name = (p: any) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()].name : p.name);
    const lookup = doc.paths['/api/v1/tasks/by-external-reference'].get;
    expect(lookup.parameters.filter((p: any) => p.in === 'query').map((p: any) => [p.name, p.required, p.schema.maxLength])).toEqual([
      ['providerId', true, 200],
      ['repositoryId', true, 4096],
      ['externalId', true, 1000],
    ]);
    const refs = doc.paths['/api/v1/tasks/{id}/external-references'];
    expect(Object.keys(refs).sort()).toEqual(['delete', 'put']);
    expect(refs.put.parameters.map(name)).toEqual(expect.arrayContaining(['id', 'If-Match']));
    expect(refs.delete.parameters.map(name)).toEqual(
      expect.arrayContaining(['id', 'If-Match', 'providerId', 'repositoryId', 'externalId']),
    );
    const schema = doc.components.schemas.ExternalReference;
    expect(schema.required).toEqual(['providerId', 'repositoryId', 'externalId']);
    expect(schema.properties.repositoryId).toMatchObject({ type: 'string', minLength: 1, maxLength: 4096 });
    expect(JSON.stringify(doc.components.schemas.TaskCreateInput.properties.externalReferences)).toContain(
      '#/components/schemas/ExternalReference',
    );
  });
});
