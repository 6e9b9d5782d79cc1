import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Memory-only CSRF values for cookie sessions: `<nonce>.<HMAC(session key, nonce)>`. Any number can be
 * minted (each GET /auth/session returns a fresh one) and all verify statelessly against the session.
 */
export function mintCsrfToken(key: Buffer): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${createHmac('sha256', key).update(nonce).digest('base64url')}`;
}

export function verifyCsrfToken(key: Buffer, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expected = createHmac('sha256', key).update(match[1]).digest();
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
