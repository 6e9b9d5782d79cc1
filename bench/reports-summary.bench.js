'use strict';
// GET /reports/summary over one year holding 10,000 intervals on 10 projects x 5 tasks (and 3 labels),
// grouped by project and task: JSON, CSV and PDF, sequential requests on one connection. Targets
// (issue 14, PostgreSQL): JSON < 50 ms, CSV < 100 ms, PDF < 1 s. Uses its own account, so other
// scenarios' data does not change the figures.

const INTERVALS = 10_000;
const DAY_MS = 86_400_000;
const SEED_CONCURRENCY = 4;
const ownAccount = require('./own-account');

async function create(api, path, body) {
  const reply = await api('POST', path, body);
  if (reply.status !== 201) throw new Error(`seeding: POST ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

module.exports = async function reportsSummaryBench({ baseUrl, measure }) {
  const { token, api } = await ownAccount(baseUrl, 'summary');
  const seeding = Date.now();
  const clients = [
    await create(api, '/clients', { name: 'Acme', color: '#112233' }),
    await create(api, '/clients', { name: 'Beta', color: '#445566' }),
  ];
  const tasks = [];
  for (let p = 0; p < 10; p++) {
    const project = await create(api, '/projects', { name: `Project ${p + 1}`, clientId: clients[p % 2] });
    for (let t = 0; t < 5; t++) tasks.push(await create(api, '/tasks', { summary: `Task ${p + 1}.${t + 1}`, projectId: project }));
  }
  const labels = [];
  for (const name of ['Billable', 'Urgent', 'Review']) labels.push(await create(api, '/labels', { name, color: null }));
  const to = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const from = to - 365 * DAY_MS;
  const step = (to - from) / INTERVALS;
  let next = 0;
  const worker = async () => {
    while (next < INTERVALS) {
      const i = next++;
      const start = from + Math.floor(i * step);
      await create(api, '/activities', {
        start: new Date(start).toISOString(),
        end: new Date(start + (20 + (i % 26)) * 60_000).toISOString(),
        taskId: tasks[i % tasks.length],
        labelIds: i % 3 === 0 ? [labels[i % 9 === 0 ? 1 : 0]] : [],
      });
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  const query = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}&zoneId=Europe/Berlin&groupBy=project&subgroupBy=task`;
  const check = await api('GET', `/reports/summary?${query}`);
  if (check.status !== 200) throw new Error(`GET /reports/summary answered ${check.status}`);
  console.log(
    `reports-summary: seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s; ${check.body.groups.length} projects, ` +
      `${check.body.groups.reduce((n, g) => n + g.subgroups.length, 0)} tasks, total ${check.body.total}`,
  );
  const headers = { authorization: `Bearer ${token}` };
  const path = `/api/v1/reports/summary?${query}`;
  await measure('GET /reports/summary project+task (1 year, 10k intervals) JSON', { path, connections: 1, amount: 50, headers });
  await measure('GET /reports/summary project+task rounded up 15 min JSON', {
    path: `${path}&rounding=up&roundingMinutes=15`,
    connections: 1,
    amount: 50,
    headers,
  });
  await measure('GET /reports/summary project+task CSV', { path: `${path}&format=csv`, connections: 1, amount: 50, headers });
  await measure('GET /reports/summary project+task XLSX', { path: `${path}&format=xlsx`, connections: 1, amount: 20, headers });
  await measure('GET /reports/summary project+task PDF', { path: `${path}&format=pdf`, connections: 1, amount: 20, headers });
  await measure('GET /reports/summary label+month JSON', {
    path: `/api/v1/reports/summary?${query.replace('groupBy=project&subgroupBy=task', 'groupBy=label&subgroupBy=month')}`,
    connections: 1,
    amount: 50,
    headers,
  });
  await measure('GET /reports/weekly (1 year) PDF', {
    path: `/api/v1/reports/weekly?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}&format=pdf`,
    connections: 1,
    amount: 10,
    headers,
  });
};
