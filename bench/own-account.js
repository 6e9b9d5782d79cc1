'use strict';
// A fresh account with a read-write token, for a scenario whose figures other scenarios' data must
// not change (a report over "a year of 10,000 intervals" must hold exactly those).

module.exports = async function ownAccount(baseUrl, label) {
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };
  const email = `bench-${label}-${Date.now()}@example.com`;
  await call('POST', '/auth/signup', { email, password: 'benchmark pw' });
  const session = await call('POST', '/auth/session', { email, password: 'benchmark pw' });
  const cookie = session.headers.get('set-cookie').split(';')[0];
  const token = (
    await call(
      'POST',
      '/auth/tokens',
      { name: 'bench', permissions: ['read', 'write'] },
      { cookie, 'x-csrf-token': session.body.csrfToken },
    )
  ).body.token;
  const api = (method, path, body, headers = {}) => call(method, path, body, { ...headers, authorization: `Bearer ${token}` });
  const ownerId = (await api('GET', '/me')).body.ownerId;
  return { token, ownerId, api };
};
