import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppContext } from './app-context';
import { createBackgroundTasks } from './background/background-tasks';
import type { ServerConfig } from './config/server-config';
import { fastifyTrustProxy } from './config/trust-proxy';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_SEEDERS, MIGRATIONS } from './feature-registry';
import { FEATURES } from './features/index';
import { createClientErrorHandler } from './http/client-error';
import { OneLinePerRequestLog } from './http/request-log';
import { createServerI18n } from './i18n/server-i18n';
import { createCallerCache } from './identity/caller-cache';
import { type CallerChangeListener, listenForCallerChanges } from './identity/caller-change-listener';
import { jobHandlers, jobSchedules } from './jobs/job-handlers';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { releaseLocks } from './jobs/lock-holder';
import { createMailer } from './mail/mailer';
import { createDiskMediaStore } from './media/disk-media-store';
import { createS3MediaStore } from './media/s3-media-store';
import { createServerMetrics } from './observability/metrics';
import { createRequestIdGenerator } from './observability/request-id';
import { createOutboundClient } from './outbound/outbound-client';
import { seedOnStart } from './seed/seed-on-start';

/** A running server. */
export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** The job runner (`jobs/`): `jobs.idle()` works every due job now. */
  jobs: JobRunner;
  url: string;
  /** The administrator's generated password, when one was generated on this start. */
  generatedAdminPassword: string | null;
  demoAccounts: number;
  /**
   * Stops accepting connections, lets requests in flight finish within the
   * shutdown grace, then closes the mailer and the database. `forced` is true
   * when the grace ran out and open connections were cut.
   */
  close(): Promise<ShutdownResult>;
}

/** How a shutdown went. */
export interface ShutdownResult {
  forced: boolean;
}

/**
 * Opens the database, applies migrations, seeds a first run, and listens.
 * Everything it opens is closed by `close()`.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const i18n = createServerI18n();
  const limits = config.limits;
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
    logController: new OneLinePerRequestLog(),
    genReqId: createRequestIdGenerator(config.trustProxy),
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Slow or silent clients cannot hold a connection open: the whole request must arrive within
    // requestTimeout (checked every second), the headers within headersTimeout, and a connection
    // without traffic or an idle keep-alive one is closed.
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    // Unparsable requests and timeouts answer the one error body, not Fastify's own.
    clientErrorHandler: createClientErrorHandler(i18n),
    // On close, idle keep-alive connections are closed; requests in flight finish (see close()).
    forceCloseConnections: 'idle',
  });
  const callers =
    config.databaseUrl && config.callerCache !== false
      ? createCallerCache({ maxEntries: 10_000 })
      : undefined;
  const { db, dialect, poolStats } = openDatabase({
    ...config,
    ...(callers
      ? {
          callerWrites: {
            onChange: callers.clear,
            // A committed change answers once its notice is out (the listener starts after the migrations).
            afterNotice: () => callerChanges?.fence() ?? Promise.resolve(),
          },
        }
      : {}),
    onConnectionLost: (error) => app.log.warn({ err: error }, 'a database connection was lost'),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const tasks = createBackgroundTasks(app.log);
  const outbound = createOutboundClient(config.outbound);
  const media = config.mediaS3 ? createS3MediaStore(config.mediaS3) : createDiskMediaStore(config);
  const ctx: AppContext = {
    db,
    dialect,
    config,
    mailer,
    i18n,
    now: () => new Date(),
    tasks,
    outbound,
    media,
    ...(callers ? { callers } : {}),
  };
  let callerChanges: CallerChangeListener | undefined;
  const metrics = createServerMetrics();
  const jobs = createJobRunner(ctx, {
    handlers: jobHandlers(FEATURES),
    schedules: config.scheduledJobs === false ? [] : jobSchedules(FEATURES),
    pollMs: 500,
    leaseMs: (config.jobLeaseSeconds ?? 300) * 1000,
    batchSize: 8,
    log: app.log,
    onOutcome: (kind, outcome) => metrics.jobOutcomes.inc({ kind, outcome }),
  });
  const close = async (): Promise<ShutdownResult> => {
    let forced = false;
    const grace = setTimeout(() => {
      forced = true;
      app.server.closeAllConnections();
    }, limits.shutdownGraceMs);
    // A keep-alive connection whose request finishes during shutdown is closed as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearTimeout(grace);
      clearInterval(sweep);
    }
    // Work after the answer may still enqueue jobs; the jobs in hand finish, the rest wait in the table.
    await tasks.idle();
    await jobs.stop();
    mailer.close();
    await outbound.close();
    media.close();
    await callerChanges?.stop();
    // A job that outlived the grace dies with the process: its lock must not outlive it.
    await releaseLocks(ctx, 'mine').catch(() => 0);
    await db.destroy();
    return { forced };
  };
  try {
    await migrateToLatest(db, MIGRATIONS);
    await releaseLocks(ctx, 'orphaned');
    // After the migrations: the triggers that notify it exist from then on.
    if (callers && config.databaseUrl)
      callerChanges = listenForCallerChanges(config.databaseUrl, callers, app.log);
    const seeded = await seedOnStart(ctx, DEMO_SEEDERS);
    await buildApp(ctx, app, { metrics, jobsRunning: jobs.isRunning, poolStats });
    await app.listen({ port: config.port, host: config.host });
    jobs.start();
    const bound = app.server.address();
    const port = typeof bound === 'object' && bound ? bound.port : config.port;
    const wildcard = config.host === '0.0.0.0' || config.host === '::';
    const url = `http://${wildcard ? 'localhost' : config.host}:${port}`;
    return {
      app,
      ctx,
      jobs,
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
