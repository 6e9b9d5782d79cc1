import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PRIVATE_DIR_MODE, writePrivateFileSync } from '../../platform/private-files';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** The key file made in DATA_DIR when TWO_FACTOR_KEY is not set. */
export const TWO_FACTOR_KEY_FILE = 'two-factor.key';

const FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * TOTP secrets at rest: AES-256-GCM, `format | iv | tag | ciphertext`, the account ID as associated
 * data (a ciphertext copied to another account's row does not decrypt). The key is TWO_FACTOR_KEY,
 * else `DATA_DIR/two-factor.key` (32 random bytes, 0600), made on first need: replicas sharing one
 * PostgreSQL database need the same key, so they share TWO_FACTOR_KEY (or the file).
 */
@Injectable()
export class SecretBox {
  private key: Buffer | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = config.twoFactorKey;
  }

  seal(plain: Buffer, accountId: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.currentKey(), iv);
    cipher.setAAD(Buffer.from(accountId, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([FORMAT]), iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Buffer, accountId: string): Buffer {
    if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== FORMAT) throw new Error('two-factor secret: unknown format');
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.currentKey(), iv);
    decipher.setAAD(Buffer.from(accountId, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  }

  private currentKey(): Buffer {
    this.key ??= loadOrCreateKeyFile(this.config.dataDir);
    return this.key;
  }
}

/**
 * Reads the key file, or makes it: written beside the target and hard-linked into place, so two
 * processes starting at once agree on one key (the second link fails and that process reads the first).
 */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const path = join(dataDir, TWO_FACTOR_KEY_FILE);
  const existing = readKey(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writePrivateFileSync(temporary, randomBytes(32).toString('base64') + '\n');
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const key = readKey(path);
  if (!key) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return key;
}

function readKey(path: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return key;
}
