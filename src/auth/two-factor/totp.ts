import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as decisions.md pins it: SHA-1, 6 digits, 30-second steps, one step of drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;
export const ISSUER = 'Time Tracking';
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: Secret, label = 'account') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS, secret });

/** A new 160-bit secret (RFC 4226's recommended size). */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

export function base32Of(secret: Buffer): string {
  return new Secret({ buffer: Uint8Array.from(secret).buffer }).base32;
}

export function otpauthUri(secret: Buffer, email: string): string {
  return totpOf(new Secret({ buffer: Uint8Array.from(secret).buffer }), email).toString();
}

/** A six-digit code as typed (spaces allowed), or null. */
export function normalizeTotpCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step whose code this is (now, or one step before or after), or null. The step is what
 * a sign-in records, so the same code is never accepted twice.
 */
export function matchingStep(secret: Buffer, code: string, timestampMs = Date.now()): number | null {
  const token = normalizeTotpCode(code);
  if (token === null) return null;
  const delta = totpOf(new Secret({ buffer: Uint8Array.from(secret).buffer })).validate({
    token,
    timestamp: timestampMs,
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten codes of 16 base32 characters (80 random bits), written `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** A recovery code as typed (any case, hyphens and spaces ignored), or null when it cannot be one. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.replace(/[\s-]+/g, '').toLowerCase();
  return /^[a-z2-7]{16}$/.test(plain) ? plain : null;
}

/** What is stored of a recovery code: SHA-256 over the account and the normalised code. */
export function recoveryCodeHash(accountId: string, normalized: string): Buffer {
  return createHash('sha256').update(`${accountId}:${normalized}`).digest();
}
