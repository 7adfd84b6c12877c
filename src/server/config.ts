import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || isUrlWithProtocol(value, protocols),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How long a request waits for a PostgreSQL connection before it answers 503 (docs/database.md). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  SESSION_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters (try: openssl rand -hex 32)',
  ),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Google's issuer; only changed to point tests (or a Google-compatible provider) elsewhere. */
  GOOGLE_ISSUER: optionalUrl(['http:', 'https:']),
  OIDC_ISSUER: optionalUrl(['http:', 'https:']),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): a number of hops, or
   * a comma-separated list of addresses, CIDR ranges or the names loopback, linklocal, uniquelocal.
   * Unset: none, so no client can pick the address its rate limits count against.
   */
  TRUST_PROXY: optionalString.refine(
    (value) =>
      value === undefined ||
      /^\d{1,2}$/.test(value) ||
      value
        .split(',')
        .every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(part.trim())),
    'must be a number of hops or a comma-separated list of addresses or CIDR ranges',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The largest export zip `POST /api/import` accepts, in megabytes (docs/data-export.md). */
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(4096).default(200),
  /** Each member's media storage, in megabytes (docs/storage-quota.md): 10 GB unless told. */
  MEDIA_QUOTA_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be between 1 and 10485760 (10 TB)')
    .max(10_485_760, 'must be between 1 and 10485760 (10 TB)')
    .default(10_240),
});

/** The upload rate per member (docs/storage-quota.md): a token bucket counted in bytes. */
export interface UploadRate {
  /** The bucket's size: the burst a member may send at once (20 photos of up to 3 MB). */
  burstBytes: number;
  /** Bytes added back per minute, continuously. */
  refillBytesPerMinute: number;
  /** The least one upload costs, so many tiny uploads are counted too. */
  minChargeBytes: number;
}

export const DEFAULT_UPLOAD_RATE: UploadRate = {
  burstBytes: 60 * 1024 * 1024,
  refillBytesPerMinute: 50 * 1024 * 1024,
  minChargeBytes: 256 * 1024,
};

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** The pool's connectionTimeoutMillis: opening or waiting for a connection fails after it. */
  databaseConnectTimeoutMs: number;
  /** Unset until {@link resolveSessionSecret} fills it from DATA_DIR. */
  sessionSecret: string | undefined;
  publicUrl: string;
  isHttps: boolean;
  google: OidcClientConfig | undefined;
  oidc: OidcClientConfig | undefined;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string } | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or addresses and ranges. */
  trustProxy: false | number | string;
  logLevel: string;
  /** The largest body `POST /api/import` accepts (IMPORT_MAX_MB), in bytes. */
  importMaxBytes: number;
  /** Each member's media storage (MEDIA_QUOTA_MB), in bytes. */
  mediaQuotaBytes: number;
  /** How fast one member may upload photos (not an environment variable; tests shrink it). */
  uploadRate: UploadRate;
}

/** A configuration problem, worded as the one line an operator needs to fix it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into a typed config; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const raw = env[name];
    const shown = raw === undefined ? '' : ` (got "${name.includes('SECRET') ? '***' : raw}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  requireTogether(e, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']);
  requireTogether(e, ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
  requireTogether(e, ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);

  const host = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    sessionSecret: e.SESSION_SECRET,
    publicUrl,
    isHttps: publicUrl.startsWith('https:'),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    trustProxy:
      e.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    importMaxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
    mediaQuotaBytes: e.MEDIA_QUOTA_MB * 1024 * 1024,
    uploadRate: DEFAULT_UPLOAD_RATE,
  };
}

function requireTogether(values: Record<string, unknown>, names: string[]): void {
  const set = names.filter((name) => values[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.find((name) => values[name] === undefined)!;
    throw new ConfigError(`Invalid configuration: ${missing} must be set together with ${set.join(', ')}`);
  }
}

/**
 * Fills `sessionSecret` when SESSION_SECRET is unset: a secret generated once and kept in
 * DATA_DIR/session-secret (mode 0600), so sessions survive restarts without any set-up.
 */
export function resolveSessionSecret(config: Config): Config & { sessionSecret: string } {
  if (config.sessionSecret) return { ...config, sessionSecret: config.sessionSecret };
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return { ...config, sessionSecret: existing };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { ...config, sessionSecret: secret };
}

/** Loads `.env` from the working directory into the environment, when there is one. */
export function loadDotEnv(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file);
}
