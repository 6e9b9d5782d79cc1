// Generates src/api/schema.d.ts from the OpenAPI document the server serves, so the client's types
// cannot drift from the API.
//   node scripts/api.mjs                 start the built server (../dist) on a scratch embedded database and write the file
//   node scripts/api.mjs --url <base>    read <base>/api/v1/openapi.json instead
//   --check                              write nothing; exit 1 when the checked-in file differs
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, '..', 'src', 'api', 'schema.d.ts');
const args = process.argv.slice(2);
const check = args.includes('--check');
const urlAt = args.indexOf('--url');

async function servedDocument() {
  if (urlAt >= 0) {
    const response = await fetch(`${args[urlAt + 1]}/api/v1/openapi.json`);
    if (!response.ok) throw new Error(`openapi.json: HTTP ${response.status}`);
    return response.json();
  }
  const require = createRequire(import.meta.url);
  const root = join(here, '..', '..');
  const { createApp } = require(join(root, 'dist', 'src', 'app.setup.js'));
  const { loadConfig } = require(join(root, 'dist', 'src', 'config', 'app-config.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'web-api-'));
  const app = await createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', DAY_BOUNDARY_JOB: 'off' }));
  try {
    const reply = await app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { host: '127.0.0.1' } });
    if (reply.statusCode !== 200) throw new Error(`openapi.json: HTTP ${reply.statusCode}`);
    return JSON.parse(reply.body);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const document = await servedDocument();
const text =
  '// Generated from the served /api/v1/openapi.json by `npm run web:api`. Do not edit.\n' +
  astToString(await openapiTS(document, { alphabetize: false }));
if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* missing counts as different */
  }
  if (current !== text) {
    process.stderr.write('web-client/src/api/schema.d.ts does not match the served OpenAPI document; run `npm run web:api`\n');
    process.exit(1);
  }
  process.stdout.write('web-client API types match the served OpenAPI document\n');
} else {
  writeFileSync(target, text);
  process.stdout.write(`wrote ${target}\n`);
}
