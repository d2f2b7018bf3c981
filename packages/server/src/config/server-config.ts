import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { LlmConfig } from '../llm/llm-config';
import type { S3MediaConfig } from '../media/s3-media-store';
import type { OutboundConfig } from '../outbound/outbound-client';
import { findRepositoryFolder } from './repository-folder';
import { type TrustProxy, TrustProxyEnv } from './trust-proxy';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** The environment variables the server reads, validated in this one place. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('AI Lab <no-reply@ailab.localhost>'),
  ADMIN_EMAIL: z.email({ pattern: z.regexes.html5Email }).default('admin@localhost'),
  ADMIN_PASSWORD: z.string().min(10).max(128).optional(),
  SEED_DEMO: flag.default(true),
  SCHEDULED_JOBS: flag.default(true),
  CALLER_CACHE: flag.default(true),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  WEB_DIST: z.string().optional(),
  HELP_DIR: z.string().optional(),
  VENTURE_HOST: z.string().min(1).default('venture.localhost'),
  AILAB_HOST: z.string().min(1).default('ailab.localhost'),
  EDUCATION_HOST: z.string().min(1).default('education.localhost'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: TrustProxyEnv.default(false),
  GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  GITHUB_TOKEN: z.string().min(1).optional(),
  FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  FEED_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(6),
  FEED_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(30),
  OUTBOUND_ALLOW_PRIVATE: flag.default(false),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  RESPONSE_VALIDATION: flag.optional(),
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'a folder such as ailab/ (lower case, ending in /)')
    .default(''),
  NODE_ENV: z.string().optional(),
});

/** Everything the server needs to run; tests build it directly with overrides. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  webDist: string | undefined;
  /** The help topics: one folder per language of Markdown files (`HELP_DIR`, else the repository's `help/`). */
  helpDir: string | undefined;
  hosts: { venture: string; ailab: string; education: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  prettyLogs: boolean;
  /** See `config/trust-proxy.ts`: false, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  /**
   * The bearer token `/metrics` asks for (`METRICS_TOKEN`, at least 16 characters). Unset: `/metrics`
   * answers 404, so an instance never shows its internals by accident.
   */
  metricsToken?: string;
  /** Uploads in an S3-compatible bucket (`MEDIA_S3_BUCKET` and the rest); unset: `DATA_DIR/media`. */
  mediaS3?: S3MediaConfig;
  /**
   * Parse every answer with the contract's zod response schema before it is serialized (catches
   * drift). Unset means on; `configFromEnv` turns it off when NODE_ENV=production.
   */
  validateResponses?: boolean;
  /** Run recurring jobs (event reminders) on this instance's job runner. Unset means on. */
  scheduledJobs?: boolean;
  /**
   * PostgreSQL: keep signed-in callers by token hash in the process, emptied on every change to
   * users, roles and tokens (`identity/caller-cache.ts`). Unset means on; SQLite never needs it.
   */
  callerCache?: boolean;
  /** How long a job runner's claim holds: a job whose process died is retried after this. Unset: 300. */
  jobLeaseSeconds?: number;
  limits: SecurityLimits;
  sync: SyncConfig;
  /** Every call to an outside service goes through the outbound module and its SSRF guard. */
  outbound: OutboundConfig;
  llm: LlmConfig;
}

/** Outside services the news sync and repositories refresh talk to, and how politely. */
export interface SyncConfig {
  githubApiUrl: string;
  githubToken: string | undefined;
  /** Per request: a feed or a GitHub call slower than this fails with `timeout`. */
  timeoutMs: number;
  /** A feed body larger than this fails with `too_large` (read is cut, never buffered whole). */
  feedMaxBytes: number;
  /** Feeds fetched at once. */
  feedConcurrency: number;
  /** A healthy source is due again after this long; failing ones back off exponentially from it. */
  feedIntervalMinutes: number;
}

export const DEFAULT_SYNC: SyncConfig = {
  githubApiUrl: 'https://api.github.com',
  githubToken: undefined,
  timeoutMs: 10_000,
  feedMaxBytes: 5 * 1024 * 1024,
  feedConcurrency: 6,
  feedIntervalMinutes: 30,
};

/** Throttling, expiry and upload limits. */
export interface SecurityLimits {
  sessionDays: number;
  codeMinutes: number;
  codeMaxAttempts: number;
  /** Failed sign-ins per account from one source address per window. */
  loginFailuresPerAccountAndIp: number;
  /** Failed sign-ins per account from all sources per window: a much higher ceiling. */
  loginFailuresPerAccount: number;
  codeRequestsPerAccount: number;
  accountWindowMinutes: number;
  authRequestsPerIpPerMinute: number;
  headshotMaxBytes: number;
  /** Largest file attached to a founder application (pitch deck, documents). */
  applicationAttachmentMaxBytes: number;
  bodyLimitBytes: number;
  /** Event registrations per IP address per minute. */
  eventRegistrationsPerIpPerMinute: number;
  /** New event registrations per email address per hour. */
  eventRegistrationsPerEmailPerHour: number;
  /** How long a visitor's emailed confirmation link stays valid. */
  eventConfirmHours: number;
  /** Emails one address may receive per hour from flows anyone can trigger (codes, resets, event links). */
  emailsPerRecipientPerHour: number;
  /** Uploads one user may make per window, over every upload kind. */
  uploadsPerWindow: number;
  uploadWindowMinutes: number;
  /** Bytes one user may keep stored, over every upload kind (headshots, course units, covers, …). */
  mediaQuotaBytes: number;
  /** A whole request (headers and body) must arrive within this time, or it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** The headers must arrive within this time (at most `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** A connection with no traffic at all for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** On SIGTERM/SIGINT, requests in flight get this long to finish before connections are cut. */
  shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: SecurityLimits = {
  sessionDays: 14,
  codeMinutes: 10,
  codeMaxAttempts: 5,
  loginFailuresPerAccountAndIp: 10,
  loginFailuresPerAccount: 100,
  codeRequestsPerAccount: 5,
  accountWindowMinutes: 15,
  authRequestsPerIpPerMinute: 30,
  headshotMaxBytes: 2 * 1024 * 1024,
  applicationAttachmentMaxBytes: 10 * 1024 * 1024,
  bodyLimitBytes: 256 * 1024,
  eventRegistrationsPerIpPerMinute: 20,
  eventRegistrationsPerEmailPerHour: 5,
  eventConfirmHours: 24,
  emailsPerRecipientPerHour: 10,
  uploadsPerWindow: 20,
  uploadWindowMinutes: 10,
  mediaQuotaBytes: 100 * 1024 * 1024,
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  shutdownGraceMs: 10_000,
};

/** Reads and validates the server configuration from an environment. Throws a readable error on bad values. */
export function configFromEnv(
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
  isTerminal: boolean = process.stdout.isTTY === true,
): ServerConfig {
  // An empty variable (`ADMIN_PASSWORD=`) means unset, as in most tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const abs = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: abs(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST === undefined ? undefined : abs(e.WEB_DIST),
    helpDir:
      e.HELP_DIR === undefined ? findRepositoryFolder(import.meta.dirname, 'help', 'en-US') : abs(e.HELP_DIR),
    hosts: { venture: e.VENTURE_HOST, ailab: e.AILAB_HOST, education: e.EDUCATION_HOST },
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.LOG_FORMAT ? e.LOG_FORMAT === 'pretty' : isTerminal,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    mediaS3:
      e.MEDIA_S3_BUCKET === undefined
        ? undefined
        : {
            bucket: e.MEDIA_S3_BUCKET,
            region: e.MEDIA_S3_REGION,
            endpoint: e.MEDIA_S3_ENDPOINT,
            accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
            prefix: e.MEDIA_S3_PREFIX,
          },
    validateResponses: e.RESPONSE_VALIDATION ?? e.NODE_ENV !== 'production',
    scheduledJobs: e.SCHEDULED_JOBS,
    callerCache: e.CALLER_CACHE,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    limits: {
      ...DEFAULT_LIMITS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    },
    sync: {
      githubApiUrl: e.GITHUB_API_URL,
      githubToken: e.GITHUB_TOKEN,
      timeoutMs: e.FEED_TIMEOUT_MS,
      feedMaxBytes: e.FEED_MAX_BYTES,
      feedConcurrency: e.FEED_CONCURRENCY,
      feedIntervalMinutes: e.FEED_INTERVAL_MINUTES,
    },
    outbound: { allowPrivate: e.OUTBOUND_ALLOW_PRIVATE },
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
  };
}
