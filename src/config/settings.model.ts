import proxyaddr from 'proxy-addr';

/** The central settings administrators change at run time (decisions.md "Administration"). */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  from: string;
}

export interface Settings {
  signupEnabled: boolean;
  sessionLifetimeMinutes: number;
  tokenMaxLifetimeDays: number;
  loginThrottle: { maxFailures: number; windowSeconds: number };
  rateLimit: { requestsPerMinute: number };
  trustedProxies: string[];
  mail: MailSettings | null;
}

export const SETTING_KEYS = [
  'signupEnabled',
  'sessionLifetimeMinutes',
  'tokenMaxLifetimeDays',
  'loginThrottle',
  'rateLimit',
  'trustedProxies',
  'mail',
] as const satisfies ReadonlyArray<keyof Settings>;

/** What administrators stored: a key is null when it was never set (then the environment or the default applies). */
export type SavedSettings = { [K in keyof Settings]: Settings[K] | null };

/** What the running service uses, the write-only mail password included (never sent anywhere). */
export interface EffectiveSettings extends Settings {
  mailPassword: string | null;
}

/** Settings as the environment gives them (only what it sets), with the mail password apart. */
export type EnvironmentSettings = Partial<Settings> & { mailPassword?: string | null };

export const SETTING_BOUNDS = {
  sessionLifetimeMinutes: { min: 5, max: 43200 },
  tokenMaxLifetimeDays: { min: 0, max: 3650 },
  maxFailures: { min: 1, max: 1000 },
  windowSeconds: { min: 10, max: 86400 },
  requestsPerMinute: { min: 0, max: 100000 },
  trustedProxies: { maxItems: 100 },
} as const;

/**
 * Defaults: as before this module existed (12-hour sessions, unlimited tokens, 10 failures in 15
 * minutes, no rate limit), and a TLS-terminating proxy on the same host trusted, which is the
 * documented deployment: without it every client looks like loopback and is never throttled.
 */
export const DEFAULT_SETTINGS: Settings = {
  signupEnabled: true,
  sessionLifetimeMinutes: 720,
  tokenMaxLifetimeDays: 0,
  loginThrottle: { maxFailures: 10, windowSeconds: 900 },
  rateLimit: { requestsPerMinute: 0 },
  trustedProxies: ['127.0.0.0/8', '::1/128'],
  mail: null,
};

export const EMPTY_SAVED: SavedSettings = {
  signupEnabled: null,
  sessionLifetimeMinutes: null,
  tokenMaxLifetimeDays: null,
  loginThrottle: null,
  rateLimit: null,
  trustedProxies: null,
  mail: null,
};

/** A CIDR range or a single address, as proxy-addr understands it (its symbolic names are refused). */
export function isCidr(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(value)) return false;
  try {
    proxyaddr.compile([value]);
    return true;
  } catch {
    return false;
  }
}

/** saved, else the environment, else the default: key by key. */
export function effectiveOf(saved: SavedSettings, savedMailPassword: string | null, env: EnvironmentSettings): EffectiveSettings {
  const pick = <K extends keyof Settings>(key: K): Settings[K] => (saved[key] ?? env[key] ?? DEFAULT_SETTINGS[key]) as Settings[K];
  const mailFromSaved = saved.mail !== null;
  return {
    signupEnabled: pick('signupEnabled'),
    sessionLifetimeMinutes: pick('sessionLifetimeMinutes'),
    tokenMaxLifetimeDays: pick('tokenMaxLifetimeDays'),
    loginThrottle: pick('loginThrottle'),
    rateLimit: pick('rateLimit'),
    trustedProxies: pick('trustedProxies'),
    mail: pick('mail'),
    mailPassword: mailFromSaved ? savedMailPassword : saved.mail === null && env.mail ? (env.mailPassword ?? null) : null,
  };
}

export interface RedactedMail extends MailSettings {
  passwordSet: boolean;
}

export type RedactedSettings<T> = Omit<T, 'mail' | 'mailPassword'> & { mail: RedactedMail | null };

export interface SettingsView {
  saved: RedactedSettings<SavedSettings>;
  effective: RedactedSettings<Settings>;
}

function redactMail(mail: MailSettings | null, password: string | null): RedactedMail | null {
  if (!mail) return null;
  return {
    host: mail.host,
    port: mail.port,
    secure: mail.secure,
    username: mail.username,
    from: mail.from,
    passwordSet: password !== null,
  };
}

/**
 * Every key but `mail`, copied in the fixed key order (stored rows, ETags and answers depend on it),
 * whitelisting nested fields so nothing else a caller passed in comes along.
 */
export function orderedExceptMail(s: SavedSettings | Settings): Omit<SavedSettings, 'mail'> {
  return {
    signupEnabled: s.signupEnabled,
    sessionLifetimeMinutes: s.sessionLifetimeMinutes,
    tokenMaxLifetimeDays: s.tokenMaxLifetimeDays,
    loginThrottle:
      s.loginThrottle === null ? null : { maxFailures: s.loginThrottle.maxFailures, windowSeconds: s.loginThrottle.windowSeconds },
    rateLimit: s.rateLimit === null ? null : { requestsPerMinute: s.rateLimit.requestsPerMinute },
    trustedProxies: s.trustedProxies === null ? null : [...s.trustedProxies],
  };
}

/** The only shape settings leave the service in: keys in a fixed order, the mail password as a flag. */
export function viewOf(saved: SavedSettings, savedMailPassword: string | null, effective: EffectiveSettings): SettingsView {
  const ordered = <T extends SavedSettings | Settings>(s: T, password: string | null): RedactedSettings<T> =>
    ({ ...orderedExceptMail(s), mail: redactMail(s.mail, password) }) as unknown as RedactedSettings<T>;
  return { saved: ordered(saved, savedMailPassword), effective: ordered(effective, effective.mailPassword) };
}
