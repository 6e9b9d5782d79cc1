import { TestServer, newOwner, startServer } from './support/harness';

describe('scratch', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer(); });
  afterAll(() => server.close());
  it('probes', async () => {
    const o = await newOwner(server);
    const log = (label: string, r: any) => console.log(label, r.status, JSON.stringify(r.body)?.slice(0, 300));
    log('labels', await o.api.get('/labels'));
    const clients = await o.api.get('/clients');
    const general = clients.body.items[0].id;
    const p = await o.api.post('/projects', { name: 'P', clientId: general, icon: 'code' });
    log('project', p);
    log('nul name', await o.api.post('/projects', { name: 'a\u0000b', clientId: general }));
    log('client nul', await o.api.post('/clients', { name: 'a\u0000b', color: '#000000' }));
    log('task', await o.api.post('/tasks', { summary: 'T', projectId: p.body.id, externalReferences: [{ providerId: 'gh', repositoryId: 'r', externalId: '1' }] }));
    log('task null ref', await o.api.post('/tasks', { summary: 'T', externalReferences: [null] }));
    log('task str ref', await o.api.post('/tasks', { summary: 'T', externalReferences: ['x'] }));
    log('task missing part', await o.api.post('/tasks', { summary: 'T', externalReferences: [{ providerId: 'gh', repositoryId: 'r' }] }));
    log('task extra part', await o.api.post('/tasks', { summary: 'T', externalReferences: [{ providerId: 'gh', repositoryId: 'r', externalId: '2', x: 1 }] }));
    log('task refs null', await o.api.post('/tasks', { summary: 'T', externalReferences: null }));
    log('task refs obj', await o.api.post('/tasks', { summary: 'T', externalReferences: {} }));
    const big = '😀'.repeat(4096);
    const url = `/tasks/by-external-reference?providerId=gh&repositoryId=${encodeURIComponent(big)}&externalId=1`;
    console.log('url length', url.length);
    log('big lookup', await o.api.get(url));
    const bmp = '€'.repeat(4096);
    log('bmp lookup', await o.api.get(`/tasks/by-external-reference?providerId=gh&repositoryId=${encodeURIComponent(bmp)}&externalId=1`));
    log('q nul', await o.api.get('/projects?q=%00'));
    const doc = await server.api.get('/openapi.json');
    console.log(JSON.stringify(doc.body.components.schemas.ProjectIcon), JSON.stringify(doc.body.components.schemas.ProjectInput), JSON.stringify(doc.body.paths['/api/v1/tasks/by-external-reference']).slice(0, 1500));
  });
});
