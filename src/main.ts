import { Logger } from '@nestjs/common';
import { createApp } from './app.setup';
import { ConfigError, loadConfig } from './config/app-config';
import { usePrivateUmask } from './common/files/private-files';

async function main(): Promise<void> {
  // Everything this process writes (the embedded database above all) is private to its user.
  usePrivateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen({ port: config.port, host: config.host });
  const scheme = config.tlsCertFile ? 'https' : 'http';
  new Logger('Main').log(`listening on ${scheme}://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`);
}

main().catch((error) => {
  process.stderr.write(`failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
