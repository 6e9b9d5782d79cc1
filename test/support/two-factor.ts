import { Secret, TOTP } from 'otpauth';
import { Api, Reply, TestServer } from './harness';

/** A cookie session as the web client holds it. */
export interface WebSession {
  cookie: string;
  csrf: string;
}

export const PASSWORD = 'correct horse battery';

/** The code an authenticator app shows for this base32 secret, `steps` periods from now. */
export function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

export function asSession(s: WebSession, extra: Record<string, string> = {}) {
  return { token: null, headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, ...extra } };
}

export async function signIn(api: Api, email: string, extra: Record<string, unknown> = {}, password = PASSWORD): Promise<Reply> {
  return api.as(null).post('/auth/session', { email, password, ...extra });
}

export function sessionOf(reply: Reply): WebSession {
  if (reply.status !== 201) throw new Error(`sign-in failed: ${reply.status} ${reply.text}`);
  return { cookie: reply.headers.get('set-cookie')!.split(';')[0], csrf: reply.body.csrfToken };
}

/** Turns two-factor on for a signed-in account; answers the base32 secret and the recovery codes. */
export async function enableTwoFactor(
  server: Pick<TestServer, 'api'>,
  session: WebSession,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await server.api.post('/auth/2fa/setup', { currentPassword: PASSWORD }, asSession(session));
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const enabled = await server.api.post('/auth/2fa/enable', { code: codeFor(setup.body.secret) }, asSession(session));
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status} ${enabled.text}`);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}
