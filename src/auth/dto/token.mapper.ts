import { formatInstant } from '../../common/time/instant';
import type { TokenRow } from '../tokens.repository';
import { TokenResponse } from './auth.dto';

export const toTokenResponse = (row: TokenRow): TokenResponse => ({
  id: row.id,
  name: row.name,
  permissions: row.can_write ? ['read', 'write'] : ['read'],
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at_ns !== null ? formatInstant(BigInt(row.expires_at_ns)) : (row.expires_at?.toISOString() ?? null),
});
