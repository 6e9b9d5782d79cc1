import { EnvironmentSettings, isCidr, SETTING_BOUNDS } from './settings.model';

class SettingsEnvError extends Error {}

/**
 * The environment's layer of the central settings: what `/admin/settings` shows as `effective` when
 * an administrator has not saved a key. Only variables that are set appear; bad values fail start-up.
 */
export function parseSettingsEnv(env: NodeJS.ProcessEnv): EnvironmentSettings {
  const text = (name: string): string | null => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? null : value.trim();
  };
  const integer = (name: string, min: number, max: number): number | undefined => {
    const value = text(name);
    if (value === null) return undefined;
    if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max)
      throw new SettingsEnvError(`${name} must be an integer ${min}..${max}`);
    return Number(value);
  };
  const flag = (name: string): boolean | undefined => {
    const value = text(name);
    if (value === null) return undefined;
    if (value !== 'true' && value !== 'false') throw new SettingsEnvError(`${name} must be true or false`);
    return value === 'true';
  };
  const out: EnvironmentSettings = {};
  const signup = flag('SIGNUP_ENABLED');
  if (signup !== undefined) out.signupEnabled = signup;
  const b = SETTING_BOUNDS;
  const session = integer('SESSION_LIFETIME_MINUTES', b.sessionLifetimeMinutes.min, b.sessionLifetimeMinutes.max);
  if (session !== undefined) out.sessionLifetimeMinutes = session;
  const tokenDays = integer('TOKEN_MAX_LIFETIME_DAYS', b.tokenMaxLifetimeDays.min, b.tokenMaxLifetimeDays.max);
  if (tokenDays !== undefined) out.tokenMaxLifetimeDays = tokenDays;
  const maxFailures = integer('LOGIN_MAX_FAILURES', b.maxFailures.min, b.maxFailures.max);
  const windowSeconds = integer('LOGIN_WINDOW_SECONDS', b.windowSeconds.min, b.windowSeconds.max);
  if (maxFailures !== undefined || windowSeconds !== undefined) {
    out.loginThrottle = { maxFailures: maxFailures ?? 10, windowSeconds: windowSeconds ?? 900 };
  }
  const perMinute = integer('RATE_LIMIT_PER_MINUTE', b.requestsPerMinute.min, b.requestsPerMinute.max);
  if (perMinute !== undefined) out.rateLimit = { requestsPerMinute: perMinute };
  const proxies = text('TRUSTED_PROXIES');
  if (proxies !== null) {
    const list = proxies
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    const bad = list.find((p) => !isCidr(p));
    if (bad !== undefined) throw new SettingsEnvError(`TRUSTED_PROXIES: ${bad} is not a CIDR range`);
    out.trustedProxies = list;
  }
  const host = text('MAIL_HOST');
  if (host !== null) {
    const from = text('MAIL_FROM');
    if (from === null) throw new SettingsEnvError('MAIL_FROM is required with MAIL_HOST');
    const secure = flag('MAIL_SECURE') ?? false;
    out.mail = { host, port: integer('MAIL_PORT', 1, 65535) ?? (secure ? 465 : 587), secure, username: text('MAIL_USERNAME'), from };
    out.mailPassword = env.MAIL_PASSWORD === undefined || env.MAIL_PASSWORD === '' ? null : env.MAIL_PASSWORD;
  }
  return out;
}

export { SettingsEnvError };
