import { readFileSync, statSync } from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { sameHash, sha256 } from './secrets';

interface RegistryEntry {
  hash: Buffer;
  ownerId: string;
  canWrite: boolean;
}

export type RegistryState = { valid: true; entries: RegistryEntry[] } | { valid: false; reason: string };

/**
 * The legacy token registry: a JSON array of `{ "token" | "tokenSha256", "ownerId", "permissions" }`.
 * Unset or `[]` is valid. A configured file that is missing or malformed makes the service not ready
 * and every private request 503, until the file is fixed (it is re-read when it changes).
 */
@Injectable()
export class TokenRegistry {
  private readonly logger = new Logger(TokenRegistry.name);
  private state: RegistryState = { valid: true, entries: [] };
  private loadedStamp = '';
  private checkedAt = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.refresh(true);
    this.warnIfShared();
  }

  /** The registry holds token secrets or their hashes: other local users must not read (or write) it. */
  private warnIfShared(): void {
    const file = this.config.tokenRegistryFile;
    if (file === null || typeof process.getuid !== 'function') return;
    let mode: number;
    try {
      mode = statSync(file).mode;
    } catch {
      return; // missing: readiness already reports it
    }
    if ((mode & 0o066) !== 0) {
      this.logger.warn(
        `TOKEN_REGISTRY_FILE ${file} is readable or writable by group or others (mode 0${(mode & 0o777).toString(8)}); ` +
          'it holds token secrets or their hashes: make it private (chmod 600)',
      );
    }
  }

  current(): RegistryState {
    if (Date.now() - this.checkedAt > 1000) this.refresh(false);
    return this.state;
  }

  lookup(token: string): RegistryEntry | null {
    const state = this.current();
    if (!state.valid) return null;
    const hash = sha256(token);
    return state.entries.find((entry) => sameHash(entry.hash, hash)) ?? null;
  }

  private refresh(force: boolean): void {
    this.checkedAt = Date.now();
    const file = this.config.tokenRegistryFile;
    if (file === null) return;
    let stamp: string;
    try {
      const info = statSync(file);
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch {
      this.setState({ valid: false, reason: 'token registry file is missing' }, 'missing');
      return;
    }
    if (!force && stamp === this.loadedStamp && this.state.valid) return;
    this.loadedStamp = stamp;
    try {
      this.setState({ valid: true, entries: parseRegistry(readFileSync(file, 'utf8')) }, stamp);
    } catch (error) {
      this.setState({ valid: false, reason: `token registry is malformed: ${(error as Error).message}` }, stamp);
    }
  }

  private setState(state: RegistryState, stamp: string): void {
    if (!state.valid && (this.state.valid || this.loadedStamp !== stamp)) this.logger.error(state.reason);
    this.state = state;
  }
}

export function parseRegistry(text: string): RegistryEntry[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error('expected a JSON array');
  return data.map((item, index) => {
    if (typeof item !== 'object' || item === null) throw new Error(`entry ${index} is not an object`);
    const { token, tokenSha256, ownerId, permissions } = item as Record<string, unknown>;
    if (typeof ownerId !== 'string' || ownerId.length === 0 || ownerId.length > 200)
      throw new Error(`entry ${index}: ownerId must be a non-empty string`);
    let hash: Buffer;
    if (typeof token === 'string' && token.length >= 16) hash = sha256(token);
    else if (typeof tokenSha256 === 'string' && /^[0-9a-f]{64}$/i.test(tokenSha256)) hash = Buffer.from(tokenSha256, 'hex');
    else throw new Error(`entry ${index}: needs token (at least 16 characters) or tokenSha256 (hex)`);
    const perms = permissions ?? ['read', 'write'];
    if (!Array.isArray(perms) || !perms.every((p) => p === 'read' || p === 'write') || !perms.includes('read')) {
      throw new Error(`entry ${index}: permissions must be ["read"] or ["read","write"]`);
    }
    return { hash, ownerId, canWrite: perms.includes('write') };
  });
}
