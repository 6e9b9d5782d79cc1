import { isAbsolute, resolve } from 'node:path';
import { EnvironmentSettings } from './settings.model';
import { parseSettingsEnv } from './settings-env';

/** Validated once at boot; every other part of the service reads this object, never process.env. */
export interface AppConfig {
  port: number;
  host: string;
  publicOrigin: URL | null;
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections to an external PostgreSQL (default 10). */
  databasePoolSize: number;
  /**
   * DATABASE_POOLER: `none` (default) when DATABASE_URL reaches PostgreSQL itself or a session-mode
   * pooler; `transaction` behind a transaction-mode pooler (PgBouncer `pool_mode = transaction`):
   * no named statements and no SQL PREPARE, and LISTEN on {@link databaseListenUrl}.
   */
  databasePooler: 'none' | 'transaction';
  /** DATABASE_LISTEN_URL: where LISTEN connections go (default DATABASE_URL; required behind a transaction pooler). */
  databaseListenUrl: string | null;
  dataDir: string;
  tokenRegistryFile: string | null;
  tlsCertFile: string | null;
  tlsKeyFile: string | null;
  logLevel: string;
  signupEnabled: boolean;
  /** DAY_BOUNDARY_JOB: 'auto' (default) runs the activities' midnight job on a schedule and at start-up; 'off' leaves it to explicit calls (e2e servers sharing one database with different clocks). */
  dayBoundaryJob: 'auto' | 'off';
  /**
   * TWO_FACTOR_KEY: the AES-256 key (base64 or hex of 32 bytes) that encrypts TOTP secrets at rest.
   * Unset: a key file `two-factor.key` (0600) made in DATA_DIR on first need.
   */
  twoFactorKey: Buffer | null;
  /** The environment's layer of the central settings (see /admin/settings): saved settings override it. */
  settings: EnvironmentSettings;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name];
  return value === undefined || value.trim() === '' ? null : value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const portText = optional(env, 'PORT') ?? '8080';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new ConfigError(`PORT must be an integer 0..65535`);
  }
  const host = optional(env, 'HOST') ?? '127.0.0.1';
  let publicOrigin: URL | null = null;
  const originText = optional(env, 'PUBLIC_ORIGIN');
  if (originText !== null) {
    try {
      publicOrigin = new URL(originText);
    } catch {
      throw new ConfigError('PUBLIC_ORIGIN must be an absolute origin such as https://time.example.com');
    }
    if (
      !['http:', 'https:'].includes(publicOrigin.protocol) ||
      publicOrigin.pathname !== '/' ||
      publicOrigin.search ||
      publicOrigin.hash ||
      publicOrigin.username
    ) {
      throw new ConfigError('PUBLIC_ORIGIN must be a bare origin: scheme, host and optional port');
    }
  }
  const tlsCertFile = optional(env, 'TLS_CERT_FILE');
  const tlsKeyFile = optional(env, 'TLS_KEY_FILE');
  if ((tlsCertFile === null) !== (tlsKeyFile === null)) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  if (!isLoopbackHost(host) && tlsCertFile === null && publicOrigin?.protocol !== 'https:') {
    throw new ConfigError(
      `Refusing to listen on non-loopback address ${host} without TLS: set TLS_CERT_FILE/TLS_KEY_FILE or an https: PUBLIC_ORIGIN`,
    );
  }
  const dataDirText = optional(env, 'DATA_DIR') ?? './data';
  const databaseUrl = optional(env, 'DATABASE_URL');
  const databasePooler = pooler(optional(env, 'DATABASE_POOLER') ?? 'none');
  const listenUrlText = optional(env, 'DATABASE_LISTEN_URL');
  if (databasePooler === 'transaction' && (databaseUrl === null || listenUrlText === null)) {
    throw new ConfigError(
      'DATABASE_POOLER=transaction needs DATABASE_URL (the pooler) and DATABASE_LISTEN_URL (a direct connection to PostgreSQL for LISTEN)',
    );
  }
  if (listenUrlText !== null && databaseUrl === null) throw new ConfigError('DATABASE_LISTEN_URL needs DATABASE_URL');
  return {
    port: Number(portText),
    host,
    publicOrigin,
    databaseUrl,
    databasePoolSize: poolSize(optional(env, 'DATABASE_POOL_SIZE') ?? '10'),
    databasePooler,
    databaseListenUrl: listenUrlText ?? databaseUrl,
    dataDir: isAbsolute(dataDirText) ? dataDirText : resolve(dataDirText),
    tokenRegistryFile: optional(env, 'TOKEN_REGISTRY_FILE'),
    tlsCertFile,
    tlsKeyFile,
    logLevel: logLevel(optional(env, 'LOG_LEVEL') ?? 'info'),
    signupEnabled: (optional(env, 'SIGNUP_ENABLED') ?? 'true') !== 'false',
    dayBoundaryJob: dayBoundaryJob(optional(env, 'DAY_BOUNDARY_JOB') ?? 'auto'),
    twoFactorKey: twoFactorKey(optional(env, 'TWO_FACTOR_KEY')),
    settings: settingsFromEnv(env),
  };
}

function twoFactorKey(text: string | null): Buffer | null {
  if (text === null) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (key === null || key.length !== 32)
    throw new ConfigError('TWO_FACTOR_KEY must be 32 random bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)');
  return key;
}

const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug', 'trace'];

function logLevel(text: string): string {
  if (!LOG_LEVELS.includes(text)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return text;
}

function dayBoundaryJob(text: string): 'auto' | 'off' {
  if (text !== 'auto' && text !== 'off') throw new ConfigError('DAY_BOUNDARY_JOB must be auto or off');
  return text;
}

function settingsFromEnv(env: NodeJS.ProcessEnv): EnvironmentSettings {
  try {
    return parseSettingsEnv(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function pooler(text: string): 'none' | 'transaction' {
  if (text !== 'none' && text !== 'transaction') throw new ConfigError('DATABASE_POOLER must be none or transaction');
  return text;
}

function poolSize(text: string): number {
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1) throw new ConfigError('DATABASE_POOL_SIZE must be an integer 1..999');
  return Number(text);
}
