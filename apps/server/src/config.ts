import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting of Pelote, read from the environment. Defaults are documented in the README. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres:// ou postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET doit contenir au moins 32 caractères').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD doit contenir au moins 8 caractères').optional(),
  COOKIE_SECURE: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Pelote <no-reply@pelote.local>'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
  /** Sign-in (and password-reset) requests allowed per IP and per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Failed sign-ins of one username from one address within 15 minutes that lock it, for that
   * address, for the rest of the window (apps/server/src/modules/auth/login-throttle.ts).
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Worker processes of `npm start` (node:cluster); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce
    .number()
    .int('WEB_CONCURRENCY doit être un nombre entier')
    .min(1, 'WEB_CONCURRENCY doit valoir au moins 1')
    .max(64, 'WEB_CONCURRENCY ne peut pas dépasser 64')
    .default(1),
  /** Redis shared by every process for the per-address rate limits; without it they stay in memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL doit commencer par redis:// ou rediss://')
    .optional(),
  /** A read-only PostgreSQL (a replica) for the statistics and the exports; the primary otherwise. */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL doit commencer par postgres:// ou postgresql://')
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminPassword: string | undefined;
  cookieSecure: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  trustProxy: boolean;
  webDistDir: string;
  authRateLimit: number;
  loginMaxFailures: number;
  webConcurrency: number;
  redisUrl: string | undefined;
  databaseReplicaUrl: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${e.WEB_CONCURRENCY} demande PostgreSQL (DATABASE_URL) : la base embarquée ne s'ouvre ` +
        'que dans un seul processus. Laissez WEB_CONCURRENCY à 1, ou passez à PostgreSQL (npm run db:move).\n' +
        `  WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database opens in one process only.`,
    );
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError('DATABASE_REPLICA_URL demande DATABASE_URL (la base principale, sur PostgreSQL).');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    authRateLimit: e.AUTH_RATE_LIMIT,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    webConcurrency: e.WEB_CONCURRENCY,
    redisUrl: e.REDIS_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
  };
}
