import { configFromEnv } from './config/server-config';
import { startServer } from './start-server';

/** The process entry: reads the environment, starts, prints first-run facts, stops cleanly on signals. */
async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const server = await startServer(config);
  const log = server.app.log;
  if (server.generatedAdminPassword) {
    process.stdout.write(
      `\nAdministrator created: ${config.adminEmail}\nPassword (shown once): ${server.generatedAdminPassword}\nYou must change it at first sign-in.\n\n`,
    );
  }
  if (server.demoAccounts > 0)
    log.info(
      { accounts: server.demoAccounts },
      'demo accounts seeded (password demo-password-1; SEED_DEMO=0 to skip)',
    );
  log.info(
    { url: server.url, database: server.ctx.dialect, dataDir: config.dataDir },
    `AI Lab is running at ${server.url}`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
