import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A start-up problem the operator can fix: printed as one line, never as a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
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
  const logLevel = env.LOG_LEVEL || 'info';
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
  };
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
