import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import type { S3Settings } from './uploads/storage.ts';

/** A start-up problem the operator can fix: printed as one line, never as a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A ConfigError by its name: `npm start` runs the server from a bundle (scripts/server-build.ts)
 * whose class is another copy than the one scripts import, so `instanceof` would miss theirs.
 */
export const isConfigError = (error: unknown): error is ConfigError =>
  error instanceof Error && error.name === 'ConfigError';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: Uint8Array;
  kycKey: Buffer;
  demo: boolean;
  logLevel: string;
  /**
   * A person reads the output (a terminal, LOG_LEVEL unset): start-up prints a line per kind of
   * background work and the JSON log keeps to warnings; otherwise the whole log at LOG_LEVEL.
   */
  summary: boolean;
  /** Which peers may name the client in X-Forwarded-For (TRUST_PROXY); null: none. */
  trustProxy: ((addr: string, hop: number) => boolean) | null;
  support: { email: string | null; phone: string | null };
  shutdownGraceMs: number;
  /** NODE_ENV=development (npm run dev): introspection and field suggestions on. */
  development: boolean;
  introspection: boolean;
  /** Extra origins allowed to call the API (CORS_ORIGINS); the console's own always is. */
  corsOrigins: string[];
  /** S3-compatible image storage (S3_*); null: DATA_DIR/uploads. */
  s3: S3Settings | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

export function loadConfig(
  env: Env = process.env,
  terminal = Boolean(process.stdout.isTTY),
): Config {
  const port = parsePort(env.PORT ?? '8080');
  const dataDir = path.resolve(env.DATA_DIR || './.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// (e.g. postgres://user:pass@127.0.0.1:5432/db); unset it to use the embedded database.',
    );
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new ConfigError(
      'PUBLIC_URL must be an absolute http(s) address, e.g. https://console.example.com.',
    );
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError(
      'SMTP_URL must look like smtp://user:pass@host:port (or smtps://); unset it to write mail to the outbox folder.',
    );
  }
  const summary = terminal && !env.LOG_LEVEL;
  const logLevel = env.LOG_LEVEL || (summary ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  }
  const demoFlag = env.DEMO;
  if (demoFlag !== undefined && demoFlag !== '' && demoFlag !== '0' && demoFlag !== '1') {
    throw new ConfigError('DEMO must be 1 (load demo data) or 0 (never load it).');
  }
  const demo = demoFlag === '1' || (demoFlag !== '0' && !databaseUrl);

  const secrets = databaseUrl ? undefined : generatedSecrets(dataDir);
  const jwtSecretText = env.JWT_SECRET || secrets?.jwtSecret;
  if (!jwtSecretText) {
    throw new ConfigError(
      'JWT_SECRET is required when DATABASE_URL is set: use a random string of at least 32 characters (e.g. `openssl rand -base64 48`).',
    );
  }
  if (jwtSecretText.length < 32) {
    throw new ConfigError(
      'JWT_SECRET must be at least 32 characters long (e.g. `openssl rand -base64 48`).',
    );
  }
  const kycKeyText = env.KYC_KEY || secrets?.kycKey;
  if (!kycKeyText) {
    throw new ConfigError(
      'KYC_KEY is required when DATABASE_URL is set: a 32-byte key in base64 (e.g. `openssl rand -base64 32`).',
    );
  }
  const kycKey = Buffer.from(kycKeyText, 'base64');
  if (kycKey.length !== 32) {
    throw new ConfigError(
      'KYC_KEY must be exactly 32 bytes in base64 (e.g. `openssl rand -base64 32`).',
    );
  }

  const shutdownGraceMs = Number(env.SHUTDOWN_GRACE_MS || 10_000);
  if (!Number.isInteger(shutdownGraceMs) || shutdownGraceMs < 0) {
    throw new ConfigError('SHUTDOWN_GRACE_MS must be a whole number of milliseconds, e.g. 10000.');
  }

  const development = env.NODE_ENV === 'development';
  const introspectionFlag = env.GRAPHQL_INTROSPECTION;
  if (introspectionFlag && introspectionFlag !== '0' && introspectionFlag !== '1') {
    throw new ConfigError('GRAPHQL_INTROSPECTION must be 1 (on) or 0 (off).');
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(
        `CORS_ORIGINS must be comma-separated origins like https://shop.example.com (got "${origin}").`,
      );
    }
  }

  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    publicUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    jwtSecret: new TextEncoder().encode(jwtSecretText),
    kycKey,
    demo,
    logLevel,
    summary,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    support: { email: env.SUPPORT_EMAIL?.trim() || null, phone: env.SUPPORT_PHONE?.trim() || null },
    shutdownGraceMs,
    development,
    introspection: introspectionFlag ? introspectionFlag === '1' : development,
    corsOrigins,
    s3: parseS3(env),
  };
}

/** S3_BUCKET turns S3 storage on; then the keys and the public address are required. */
function parseS3(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'].filter(
    (k) => !env[k],
  );
  if (missing.length) {
    throw new ConfigError(
      `${missing.join(', ')} must be set with S3_BUCKET (or unset S3_BUCKET to keep images in DATA_DIR/uploads).`,
    );
  }
  for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
    if (env[name] && !/^https?:\/\/[^/]+/.test(env[name]!)) {
      throw new ConfigError(
        `${name} must be an absolute http(s) address, e.g. https://s3.example.com.`,
      );
    }
  }
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL!,
  };
}

/** A hop count (`1`: the nearest proxy) or a list of proxy addresses, subnets or proxy-addr names. */
function parseTrustProxy(text: string | undefined): Config['trustProxy'] {
  const value = text?.trim();
  if (!value || value === '0') return null;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_addr, hop) => hop < hops;
  }
  try {
    return proxyaddr.compile(value.split(',').map((part) => part.trim()));
  } catch {
    throw new ConfigError(
      'TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets (e.g. 10.0.0.1,192.168.0.0/16, loopback).',
    );
  }
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535 (got "${text}").`);
  }
  return port;
}

/** Secrets of the embedded mode, made once and kept in DATA_DIR/secrets.json (mode 0600). */
function generatedSecrets(dataDir: string): { jwtSecret: string; kycKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; kycKey: string };
    } catch {
      throw new ConfigError(
        `${file} is unreadable: restore it from a backup, or delete it to generate new secrets (existing sessions and KYC data become unreadable).`,
      );
    }
  }
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64'),
    kycKey: randomBytes(32).toString('base64'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
