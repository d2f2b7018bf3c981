import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

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
  WEB_DIST: z.string().optional(),
  VENTURE_HOST: z.string().min(1).default('venture.localhost'),
  AILAB_HOST: z.string().min(1).default('ailab.localhost'),
  EDUCATION_HOST: z.string().min(1).default('education.localhost'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
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
  hosts: { venture: string; ailab: string; education: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  prettyLogs: boolean;
  trustProxy: boolean;
  limits: SecurityLimits;
}

/** Throttling, expiry and upload limits. */
export interface SecurityLimits {
  sessionDays: number;
  codeMinutes: number;
  codeMaxAttempts: number;
  loginFailuresPerAccount: number;
  codeRequestsPerAccount: number;
  accountWindowMinutes: number;
  authRequestsPerIpPerMinute: number;
  headshotMaxBytes: number;
  bodyLimitBytes: number;
}

export const DEFAULT_LIMITS: SecurityLimits = {
  sessionDays: 14,
  codeMinutes: 10,
  codeMaxAttempts: 5,
  loginFailuresPerAccount: 10,
  codeRequestsPerAccount: 5,
  accountWindowMinutes: 15,
  authRequestsPerIpPerMinute: 30,
  headshotMaxBytes: 2 * 1024 * 1024,
  bodyLimitBytes: 256 * 1024,
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
    hosts: { venture: e.VENTURE_HOST, ailab: e.AILAB_HOST, education: e.EDUCATION_HOST },
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.LOG_FORMAT ? e.LOG_FORMAT === 'pretty' : isTerminal,
    trustProxy: e.TRUST_PROXY,
    limits: DEFAULT_LIMITS,
  };
}
