import { Writable } from 'node:stream';
import { AppLogger, createRootLogger, isQuietPath, loggablePath } from './logging';

function capture(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { root: createRootLogger(level, stream), lines };
}

describe('logging', () => {
  it('writes JSON with an ISO time and the level by name', () => {
    const { root, lines } = capture();
    root.info({ a: 1 }, 'hello');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'hello',
        a: 1,
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      }),
    ]);
  });

  it('censors credential-shaped fields if they are ever passed', () => {
    const { root, lines } = capture();
    root.info({ password: 'hunter2', body: { token: 'ttp_x', password: 'p' }, authorization: 'Bearer ttp_y' }, 'oops');
    const text = JSON.stringify(lines);
    for (const secret of ['hunter2', 'ttp_x', 'ttp_y', '"p"']) expect(text).not.toContain(secret);
  });

  it('logs a path without its query string, and without a credential pasted into it', () => {
    const token = `ttp_${'0123456789abcdef'.repeat(2)}_${'A-b_9'.repeat(9)}`;
    expect(loggablePath(`/api/v1/auth/tokens/${token}?x=secret`)).toBe('/api/v1/auth/tokens/[redacted]');
    expect(loggablePath(`/api/v1/clients/${token}/x`)).toBe('/api/v1/clients/[redacted]/x');
    expect(loggablePath('/api/v1/auth/tokens/01a21cee-089e-71d1-9dfe-5bdc4115191b')).toBe(
      '/api/v1/auth/tokens/01a21cee-089e-71d1-9dfe-5bdc4115191b',
    );
    const { root, lines } = capture();
    root.info({ req: { method: 'GET', url: `/api/v1/auth/tokens/${token}` } }, 'request');
    expect(JSON.stringify(lines)).not.toContain(token.slice(-20));
  });

  it("routes Nest's logger through the same instance and keeps start-up chatter at debug", () => {
    const { root, lines } = capture('info');
    const nest = new AppLogger(root);
    nest.log('Mapped {/x, GET} route', 'RouterExplorer');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('start-up task done', 'OwnersService');
    nest.warn('careful', 'Something');
    expect(lines.map((l) => [l.level, l.context, l.msg])).toEqual([
      ['info', 'OwnersService', 'start-up task done'],
      ['warn', 'Something', 'careful'],
    ]);
    const verbose = capture('debug');
    new AppLogger(verbose.root).log('Mapped {/x, GET} route', 'RouterExplorer');
    expect(verbose.lines).toEqual([expect.objectContaining({ level: 'debug', context: 'RouterExplorer' })]);
  });

  it('treats probes and static assets as quiet, API routes not', () => {
    expect(['/q/health/ready', '/q/health/live', '/web/', '/web/assets/app.js', '/api/v1/docs/swagger-ui.css'].every(isQuietPath)).toBe(
      true,
    );
    expect(['/api/v1/clients', '/api/v1/docs', '/', '/webhooks'].some(isQuietPath)).toBe(false);
  });
});
