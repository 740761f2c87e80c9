import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REALTIME_LIMITS } from '@gamelot/contract/realtime';
import { REALTIME_HEARTBEAT_MS } from '@gamelot/contract/rules';
import { LANGUAGES, type Language } from '@gamelot/contract/schemas/settings';
import { repoRoot } from './paths.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads. README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Starts every Redis key and channel: installations sharing one Redis need different ones. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, ".", "_" or "-"')
    .default('gamelot'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The demo market with its public password: on by default outside production only. */
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanFlag.default(false),
  /** Timed rules on the job scheduler (server/src/jobs/): on by default, off by default in tests. */
  JOBS: booleanFlag.optional(),
  /** How long a real-time connection may stay open without a STOMP CONNECT. */
  REALTIME_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(REALTIME_LIMITS.connectTimeoutMs),
  /** The shortest STOMP heart-beat period the server offers and accepts. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(REALTIME_HEARTBEAT_MS),
  /** Outgoing mail: smtp:// or smtps:// with user and password; unset, mails are kept for /admin/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The mails' From: an address, optionally as "Name <address>". */
  MAIL_FROM: z.string().min(3).default('Gamelot <no-reply@gamelot.local>'),
  /** A local MaxMind City/Country database (.mmdb, GeoLite2 included): sessions show an approximate place. Unset: the masked IP. */
  GEOIP_DATABASE: z.string().min(1).optional(),
  /** Top-ups: "test" is a test card (no real money), the default outside production; "none" turns top-ups off. */
  PAYMENTS_PROVIDER: z.enum(['test', 'none']).optional(),
  /** The language of a request that names none of ours in Accept-Language (docs/decisions/0064-texts-as-codes.md). */
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default('ru'),
  /** HMAC-SHA256 secret the test provider signs its webhooks with (default: kept in DATA_DIR). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** AES-256-GCM key for sellers' keys at rest: 32 bytes as base64 or hex (default: kept in DATA_DIR). */
  KEYS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, 'must be 32 bytes, base64 or hex')
    .optional(),
  /** Media on S3-compatible storage (ADR 0057): the five below together, or none (files on disk). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, "." or "-")',
    )
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A public base URL of the bucket (a CDN): /media/ redirects there instead of streaming. */
  S3_PUBLIC_URL: z.url().optional(),
  /** endpoint/bucket/key addresses instead of bucket.endpoint/key: MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

/** The variables S3 storage needs all of. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** 32 bytes from base64, base64url or hex; null when it is not exactly that. */
function decodeKey(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  pgliteDir: string | undefined;
  redisUrl: string | undefined;
  /** Every Redis key and channel starts with `${redisPrefix}:`. */
  redisPrefix: string;
  jwtSecret: string;
  jwtTtlDays: number;
  google: { issuer: string; clientId: string; clientSecret: string } | undefined;
  seedDemo: boolean;
  webDist: string;
  logLevel: string;
  signInRateLimit: number;
  trustProxy: boolean;
  /** Whether this process runs the job scheduler's workers (server/src/jobs/). */
  jobs: boolean;
  /** STOMP session timing: CONNECT deadline and the shortest heart-beat period. */
  realtime: { connectTimeoutMs: number; heartbeatMs: number };
  /** Outgoing mail's SMTP server; undefined: mails are kept in the database (ADR 0051). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A MaxMind database file read once at start (ADR 0055); undefined: no places. */
  geoipDatabase: string | undefined;
  /** The language of a request whose Accept-Language names neither 'ru' nor 'en'. */
  defaultLanguage: Language;
  /** The payment provider top-ups go through; undefined: top-ups are off. */
  payments: { provider: 'test'; webhookSecret: string } | undefined;
  /** 32-byte key that encrypts sellers' keys and codes at rest. */
  keysEncryptionKey: Buffer;
  /** Where uploaded media go: an S3-compatible bucket, or undefined for `mediaDir` (ADR 0057). */
  s3: S3Config | undefined;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the bucket's objects are public at, without a trailing slash; undefined: streamed. */
  publicUrl: string | undefined;
  forcePathStyle: boolean;
};

export type LoadOptions = {
  /**
   * 'server' (the default): a process that signs tokens and keeps keys, so with a shared database
   * it refuses to make up its own secrets. 'tool': a command (seed, admin) that signs nothing.
   */
  role?: 'server' | 'tool';
};

export class ConfigError extends Error {}

/** Reads the environment once, fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in most twelve-factor apps.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (e.NODE_ENV === 'production' && e.PAYMENTS_PROVIDER === 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: the test provider moves no real money and is refused when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && !e.KEYS_ENCRYPTION_KEY) {
    throw new ConfigError('Invalid configuration:\n  KEYS_ENCRYPTION_KEY: required when NODE_ENV=production');
  }
  const s3Set = S3_REQUIRED.filter((name) => e[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n  ${S3_REQUIRED.join(', ')} must be set together for media on S3 ` +
        `(missing: ${missing.join(', ')}); unset them all to keep media on disk`,
    );
  }
  if (s3Set.length === 0 && (e.S3_PUBLIC_URL || present.S3_FORCE_PATH_STYLE)) {
    throw new ConfigError(
      `Invalid configuration:\n  S3_PUBLIC_URL and S3_FORCE_PATH_STYLE need ${S3_REQUIRED.join(', ')}`,
    );
  }
  const provider = e.PAYMENTS_PROVIDER ?? (e.NODE_ENV === 'production' ? 'none' : 'test');
  if (e.DATABASE_URL && (options.role ?? 'server') === 'server') {
    // Several processes may share this database: a secret one of them made up for itself in its
    // own DATA_DIR would sign tokens and encrypt keys the others cannot read (ADR 0057).
    const missing = [
      e.JWT_SECRET ? null : 'JWT_SECRET',
      e.KEYS_ENCRYPTION_KEY ? null : 'KEYS_ENCRYPTION_KEY',
      provider === 'test' && !e.PAYMENTS_WEBHOOK_SECRET ? 'PAYMENTS_WEBHOOK_SECRET' : null,
    ].filter((name) => name !== null);
    if (missing.length > 0) {
      throw new ConfigError(
        [
          `Invalid configuration:\n  ${missing.join(', ')}: required when DATABASE_URL is set.`,
          '  Several server processes may share this database, and each would otherwise make up its own',
          '  secret in its DATA_DIR: tokens signed by one would be refused by the others, and keys one',
          '  encrypted could not be read by the others. Give every process the same values',
          '  (e.g. `openssl rand -base64 48` for JWT_SECRET and PAYMENTS_WEBHOOK_SECRET,',
          '  `openssl rand -base64 32` for KEYS_ENCRYPTION_KEY).',
        ].join('\n'),
      );
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.DATABASE_URL ? undefined : path.join(dataDir, 'pg'),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    jwtTtlDays: e.JWT_TTL_DAYS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    signInRateLimit: e.SIGNIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS ?? e.NODE_ENV !== 'test',
    realtime: { connectTimeoutMs: e.REALTIME_CONNECT_TIMEOUT_MS, heartbeatMs: e.REALTIME_HEARTBEAT_MS },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    geoipDatabase: e.GEOIP_DATABASE ? path.resolve(e.GEOIP_DATABASE) : undefined,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    payments:
      provider === 'test'
        ? {
            provider,
            webhookSecret: e.PAYMENTS_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'payments-webhook-secret'),
          }
        : undefined,
    keysEncryptionKey: decodeKey(
      e.KEYS_ENCRYPTION_KEY ?? persistedSecret(dataDir, 'keys-encryption-key', 32),
    )!,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  };
}

/** Development only: a random secret made on first start and kept so it survives restarts. */
function persistedSecret(dataDir: string, name: string, bytes = 48): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
