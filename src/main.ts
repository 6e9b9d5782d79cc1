import { createApp } from './app.setup';
import { createRootLogger } from './common/logging';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { describeDatabase } from './config/describe-database';
import { readBuildInfo } from './ops/build-info';
import { usePrivateUmask } from './platform/private-files';
import { writeServerUrl } from './db/server-url';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Everything this process writes (the embedded database above all) is private to its user.
  usePrivateUmask();
  const startedAt = Date.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const root = createRootLogger(config.logLevel);
  const logger = root.child({ context: 'Main' });
  const app = await createApp(config, { logger: root });

  // Signals are handled here rather than by enableShutdownHooks: one line on the way down, and a
  // bounded wait so a stuck connection cannot keep the process alive after SIGTERM.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `received ${signal}, shutting down`);
    const force = setTimeout(() => {
      logger.error(`still closing after ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  const build = readBuildInfo();
  const address = app.getHttpServer().address() as { port: number } | null;
  const scheme = config.tlsCertFile ? 'https' : 'http';
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `${scheme}://${host}:${address?.port ?? config.port}`;
  const publicUrl = config.publicOrigin ? config.publicOrigin.origin : url;
  // Beside the embedded database: where this server answers, for the command line's hint when it
  // finds the database held (its own PORT may differ from the server's).
  if (!config.databaseUrl) await writeServerUrl(config.dataDir, publicUrl).catch(() => undefined);
  logger.info(
    { version: build.version, commit: build.commit.slice(0, 12) },
    `${build.name} ${build.version} started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  logger.info(
    { url, publicOrigin: config.publicOrigin?.origin ?? null },
    `listening on ${url}${config.publicOrigin ? ` (public origin ${publicUrl})` : ''}`,
  );
  logger.info(`explorer: ${publicUrl}/api/v1/docs, web client: ${publicUrl}/web/`);
  logger.info(
    { dataDir: config.dataDir },
    `database: ${describeDatabase(config)}; data directory ${config.dataDir}${process.env.DATA_DIR ? '' : ' (DATA_DIR not set)'}`,
  );
}

main().catch((error) => {
  process.stderr.write(`failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
