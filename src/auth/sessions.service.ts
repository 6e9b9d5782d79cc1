import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { SettingsService } from '../settings/settings.service';
import { SESSION_PREFIX } from './credentials.service';
import { toSessionResponse } from './dto/session.mapper';
import { SessionResponse, SignInResponse } from './dto/auth.dto';
import { mintCredential } from './secrets';
import { SessionsRepository } from './sessions.repository';

@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly settings: SettingsService,
  ) {}

  /** A new session; its lifetime is the `sessionLifetimeMinutes` in effect now. */
  async open(ownerId: string, accountId: string): Promise<{ cookie: string; response: SignInResponse; maxAgeSeconds: number }> {
    const id = uuidv7();
    const credential = mintCredential(SESSION_PREFIX, id);
    const csrfKey = randomBytes(32);
    const maxAgeSeconds = (await this.settings.current()).sessionLifetimeMinutes * 60;
    const row = await this.repository.insert(id, ownerId, accountId, credential.hash, csrfKey, maxAgeSeconds);
    const { ownerId: owner, csrfToken, expiresAt } = toSessionResponse(row);
    return { cookie: credential.text, response: { ownerId: owner, csrfToken, expiresAt }, maxAgeSeconds };
  }

  async describe(id: string): Promise<SessionResponse> {
    return toSessionResponse(await this.repository.describe(id));
  }

  async close(id: string): Promise<void> {
    await this.repository.close(id);
  }

  /** Ends every session of the account, except `keep` when given. */
  async closeAll(accountId: string, keep: string | null = null): Promise<void> {
    await this.repository.closeAll(accountId, keep);
  }
}
