import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { Problem } from '../common/http/problem';
import { STORED_RANGE_TEXT, formatInstant, isStorableInstant, parseInstant } from '../common/time/instant';
import { SettingsService } from '../settings/settings.service';
import { TOKEN_PREFIX } from './credentials.service';
import { CreatedTokenResponse, TokenResponse } from './dto/auth.dto';
import { toTokenResponse } from './dto/token.mapper';
import { mintCredential } from './secrets';
import { TokensRepository } from './tokens.repository';

const MIN_LIFETIME_MS = 60_000;

@Injectable()
export class TokensService {
  constructor(
    private readonly repository: TokensRepository,
    private readonly settings: SettingsService,
  ) {}

  async create(
    ownerId: string,
    accountId: string,
    name: string,
    permissions: string[],
    expiresAt: string | null | undefined,
  ): Promise<CreatedTokenResponse> {
    if (!permissions.includes('read')) throw Problem.validation('permissions must be ["read"] or ["read","write"]');
    if (new Set(permissions).size !== permissions.length) throw Problem.validation('permissions must not repeat');
    let expires: string | null = null;
    let expiresNs: bigint | null = null;
    if (expiresAt) {
      expiresNs = parseInstant(expiresAt);
      // The DTO checks both for HTTP; the command line comes here directly.
      if (expiresNs === null || !isStorableInstant(expiresNs)) {
        throw Problem.validation(`expiresAt must be an RFC 3339 UTC instant within ${STORED_RANGE_TEXT}`, [
          { field: 'expiresAt', message: 'must be an instant within the supported range' },
        ]);
      }
      if (expiresNs < BigInt(Date.now() + MIN_LIFETIME_MS) * 1_000_000n)
        throw Problem.validation('expiresAt must be at least one minute ahead');
      expires = formatInstant(expiresNs - (expiresNs % 1000n));
    }
    // tokenMaxLifetimeDays (0 = unlimited) caps tokens created from now on; without expiresAt they get the cap.
    const maxDays = (await this.settings.current()).tokenMaxLifetimeDays;
    if (maxDays > 0) {
      const latestNs = BigInt(Date.now() + maxDays * 86_400_000) * 1_000_000n;
      if (expiresNs === null) {
        expiresNs = latestNs;
        expires = formatInstant(latestNs);
      } else if (expiresNs > latestNs) throw Problem.validation(`expiresAt must be at most ${maxDays} days ahead (tokenMaxLifetimeDays)`);
    }
    const id = uuidv7();
    const credential = mintCredential(TOKEN_PREFIX, id);
    const row = await this.repository.insert({
      id,
      ownerId,
      accountId,
      name,
      canWrite: permissions.includes('write'),
      secretHash: credential.hash,
      expiresAt: expires,
      expiresAtNs: expiresNs,
    });
    return { ...toTokenResponse(row), token: credential.text };
  }

  async list(ownerId: string): Promise<TokenResponse[]> {
    return (await this.repository.list(ownerId)).map(toTokenResponse);
  }

  async get(ownerId: string, id: string): Promise<TokenResponse> {
    const row = await this.repository.find(ownerId, id);
    if (!row) throw Problem.notFound();
    return toTokenResponse(row);
  }

  async revoke(ownerId: string, id: string): Promise<void> {
    if (!(await this.repository.revoke(ownerId, id))) throw Problem.notFound();
  }
}
