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
    // The same signal may arrive twice (from `npm start`, which forwards it, and from the process
    // group); keep the handler installed so a repeat never falls back to the default "die now".
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, graceMs: config.limits.shutdownGraceMs },
      'shutting down: finishing requests in flight',
    );
    server.close().then(
      ({ forced }) => {
        if (forced) log.warn('shutdown grace ran out; open connections were cut');
        else log.info('shut down cleanly');
        process.exitCode = forced ? 1 : 0;
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
