'use strict';
// The billing catalog the billing and scale benches track on: a default rate, two clients (one with
// its own rate, in another currency), ten billable-by-default projects (every third with a rate from
// `middle` on) of five tasks each (every project's first task with a rate in a three-digit currency).

async function create(api, path, body) {
  const reply = await api('POST', path, body);
  if (reply.status !== 201) throw new Error(`seeding: POST ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

const rate = (scope, hourlyRate, currency, effectiveFrom = null) => ({
  clientId: null,
  projectId: null,
  taskId: null,
  ...scope,
  hourlyRate,
  currency,
  effectiveFrom,
});

/** Creates the catalog through the API; answers the 50 tasks' IDs. */
async function billingCatalog(api, middle) {
  await create(api, '/rates', rate({}, '80', 'EUR'));
  const clients = [
    await create(api, '/clients', { name: 'Acme', color: '#112233' }),
    await create(api, '/clients', { name: 'Beta', color: '#445566' }),
  ];
  await create(api, '/rates', rate({ clientId: clients[1] }, '12000', 'JPY'));
  const tasks = [];
  for (let p = 0; p < 10; p++) {
    const project = await create(api, '/projects', { name: `Project ${p + 1}`, clientId: clients[p % 2], billableByDefault: true });
    if (p % 3 === 0) await create(api, '/rates', rate({ projectId: project }, '95.5', 'EUR', middle));
    for (let t = 0; t < 5; t++) {
      const task = await create(api, '/tasks', { summary: `Task ${p + 1}.${t + 1}`, projectId: project });
      if (t === 0) await create(api, '/rates', rate({ taskId: task }, '0.125', 'BHD'));
      tasks.push(task);
    }
  }
  return tasks;
}

module.exports = { billingCatalog, create, rate };
