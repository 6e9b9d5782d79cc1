import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
  }
}

/**
 * One real server for the browser scenarios: the built service (../dist, with the built client)
 * on a scratch embedded database, listening on a free loopback port.
 */
export default async function setup(project: TestProject) {
  const require = createRequire(import.meta.url);
  const root = join(import.meta.dirname, '..', '..');
  const { createApp } = require(join(root, 'dist', 'src', 'app.setup.js'));
  const { loadConfig } = require(join(root, 'dist', 'src', 'config', 'app-config.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'web-e2e-'));
  const app = await createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', DAY_BOUNDARY_JOB: 'off' }));
  await app.listen({ port: Number(process.env.WEB_E2E_PORT ?? 0), host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  project.provide('baseUrl', `http://localhost:${port}`);
  // An administrator can only be made on the server side (as `npm run cli -- set-admin` does).
  const { AccountsService } = require(join(root, 'dist', 'src', 'auth', 'accounts.service.js'));
  const adminEmail = `admin-${Date.now()}@example.com`;
  await app.get(AccountsService).signUp(adminEmail, 'correct horse battery staple', { admin: true });
  project.provide('adminEmail', adminEmail);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
