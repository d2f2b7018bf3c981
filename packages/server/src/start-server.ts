import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppContext } from './app-context';
import type { ServerConfig } from './config/server-config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createServerI18n } from './i18n/server-i18n';
import { createMailer } from './mail/mailer';
import { seedOnStart } from './seed/seed-accounts';

/** A running server. */
export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  /** The administrator's generated password, when one was generated on this start. */
  generatedAdminPassword: string | null;
  demoAccounts: number;
  close(): Promise<void>;
}

/**
 * Opens the database, applies migrations, seeds a first run, and listens.
 * Everything it opens is closed by `close()`.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Readable lines for a person at a terminal; JSON lines for log collectors.
      ...(config.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: config.trustProxy,
    forceCloseConnections: true,
  });
  const { db, dialect } = openDatabase(config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const ctx: AppContext = { db, dialect, config, mailer, i18n: createServerI18n(), now: () => new Date() };
  const close = async () => {
    await app.close();
    mailer.close();
    await db.destroy();
  };
  try {
    await migrateToLatest(db);
    const seeded = await seedOnStart(ctx);
    await buildApp(ctx, app);
    await app.listen({ port: config.port, host: config.host });
    const bound = app.server.address();
    const port = typeof bound === 'object' && bound ? bound.port : config.port;
    const wildcard = config.host === '0.0.0.0' || config.host === '::';
    const url = `http://${wildcard ? 'localhost' : config.host}:${port}`;
    return {
      app,
      ctx,
      url,
      generatedAdminPassword: seeded.generatedPassword,
      demoAccounts: seeded.demoAccounts,
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
