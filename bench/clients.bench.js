'use strict';
// GET /clients (a page) and POST /clients (a durable write with its change event).
module.exports = async function clientsBench({ api, measure }) {
  for (let i = 0; i < 50; i++) await api('POST', '/clients', { name: `Seed ${i}`, color: '#336699' });
  await measure('GET /clients', { path: '/api/v1/clients' });
  await measure('POST /clients', {
    path: '/api/v1/clients',
    method: 'POST',
    body: JSON.stringify({ name: 'Bench client', color: '#336699' }),
  });
};
