import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'gamelot-config-'));

describe('configuration', () => {
  it('defaults to the embedded database on port 8080', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.join(dir, 'pg'));
    expect(config.mediaDir).toBe(path.join(dir, 'media'));
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('generates a JWT secret once and keeps it in the data directory', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/JWT_SECRET: required/);
  });

  it('enables the test payment provider by default, and refuses it in production', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.payments?.provider).toBe('test');
    expect(readFileSync(path.join(dir, 'payments-webhook-secret'), 'utf8').trim()).toBe(
      config.payments?.webhookSecret,
    );
    expect(config.keysEncryptionKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).keysEncryptionKey.equals(config.keysEncryptionKey)).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, PAYMENTS_PROVIDER: 'none' }).payments).toBeUndefined();
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tmp(),
      JWT_SECRET: 'x'.repeat(40),
      KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(() => loadConfig({ ...production, PAYMENTS_PROVIDER: 'test' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(loadConfig(production).payments).toBeUndefined();
    expect(() => loadConfig({ ...production, KEYS_ENCRYPTION_KEY: '' })).toThrow(
      /KEYS_ENCRYPTION_KEY: required/,
    );
    expect(() => loadConfig({ ...production, KEYS_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /KEYS_ENCRYPTION_KEY/,
    );
  });

  it('lists every invalid variable with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres/);
    expect(message).toMatch(/JWT_SECRET: must be at least 32 characters/);
  });

  it('takes Google credentials only as a pair', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: 'id' })).toThrow(/must be set together/);
    const config = loadConfig({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });
});

describe('safe defaults for self-hosters', () => {
  const production = () => ({
    NODE_ENV: 'production',
    DATA_DIR: tmp(),
    JWT_SECRET: 'x'.repeat(40),
    KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  });

  it('seeds the demo market by default outside production only, unless asked for', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig(production()).seedDemo).toBe(false);
    expect(loadConfig({ ...production(), SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production(), SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('prefixes Redis keys and channels with REDIS_PREFIX, "gamelot" by default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).redisPrefix).toBe('gamelot');
    expect(loadConfig({ DATA_DIR: tmp(), REDIS_PREFIX: 'shop-2.eu' }).redisPrefix).toBe('shop-2.eu');
    for (const bad of ['a b', 'x:y', 'ä', 'x'.repeat(65)]) {
      expect(() => loadConfig({ DATA_DIR: tmp(), REDIS_PREFIX: bad })).toThrow(/REDIS_PREFIX: must be/);
    }
  });
});

describe('empty variables', () => {
  it('treat an empty value as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(8080);
  });
});

describe('real-time timing', () => {
  it('defaults to a 10 s CONNECT deadline and heart-beat, and refuses nonsense', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).realtime).toEqual({
      connectTimeoutMs: 10_000,
      heartbeatMs: 10_000,
    });
    const short = loadConfig({
      DATA_DIR: tmp(),
      REALTIME_CONNECT_TIMEOUT_MS: '500',
      REALTIME_HEARTBEAT_MS: '200',
    });
    expect(short.realtime).toEqual({ connectTimeoutMs: 500, heartbeatMs: 200 });
    expect(() => loadConfig({ DATA_DIR: tmp(), REALTIME_HEARTBEAT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), REALTIME_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
      /REALTIME_CONNECT_TIMEOUT_MS/,
    );
  });
});

describe('media on S3 (ADR 0057)', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'gamelot-media',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret-key',
  };

  it('keeps media on disk by default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeUndefined();
  });

  it('takes all five S3 variables together, with a public URL and path-style addresses if asked', () => {
    expect(loadConfig({ DATA_DIR: tmp(), ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'gamelot-media',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret-key',
      publicUrl: undefined,
      forcePathStyle: false,
    });
    const more = loadConfig({
      DATA_DIR: tmp(),
      ...s3,
      S3_PUBLIC_URL: 'https://cdn.example.com/media/',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    expect(more).toMatchObject({ publicUrl: 'https://cdn.example.com/media', forcePathStyle: true });
  });

  it('refuses a partial S3 configuration, naming what is missing', () => {
    const { S3_REGION: _r, S3_SECRET_ACCESS_KEY: _s, ...partial } = s3;
    expect(() => loadConfig({ DATA_DIR: tmp(), ...partial })).toThrow(
      /must be set together for media on S3 \(missing: S3_REGION, S3_SECRET_ACCESS_KEY\)/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      /S3_PUBLIC_URL and S3_FORCE_PATH_STYLE need S3_ENDPOINT/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
  });
});

describe('shared secrets with a shared database', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/gamelot';
  const secrets = {
    JWT_SECRET: 'j'.repeat(40),
    KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    PAYMENTS_WEBHOOK_SECRET: 'w'.repeat(40),
  };

  it('refuses to start a server on DATABASE_URL without them, naming each and why', () => {
    const dir = tmp();
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dir, DATABASE_URL: url });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /JWT_SECRET, KEYS_ENCRYPTION_KEY, PAYMENTS_WEBHOOK_SECRET: required when DATABASE_URL is set/,
    );
    expect(message).toMatch(/Several server processes may share this database/);
    // Nothing was made up and kept for next time.
    expect(readdirSync(dir)).toEqual([]);

    const { KEYS_ENCRYPTION_KEY: _k, ...withoutKey } = secrets;
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url, ...withoutKey })).toThrow(
      /^Invalid configuration:\n {2}KEYS_ENCRYPTION_KEY: required when DATABASE_URL/,
    );
  });

  it('starts with all of them given, and needs no webhook secret while top-ups are off', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url, ...secrets });
    expect(config.jwtSecret).toBe(secrets.JWT_SECRET);
    expect(config.payments?.webhookSecret).toBe(secrets.PAYMENTS_WEBHOOK_SECRET);
    const { PAYMENTS_WEBHOOK_SECRET: _w, ...twoSecrets } = secrets;
    const noTopUps = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: url,
      PAYMENTS_PROVIDER: 'none',
      ...twoSecrets,
    });
    expect(noTopUps.payments).toBeUndefined();
  });

  it('lets a command that signs nothing (seed, admin, media copy) run without them', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url }, { role: 'tool' });
    expect(config.databaseUrl).toBe(url);
  });

  it('keeps making and persisting them for the embedded database', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(readdirSync(dir).sort()).toEqual(['jwt-secret', 'keys-encryption-key', 'payments-webhook-secret']);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });
});
