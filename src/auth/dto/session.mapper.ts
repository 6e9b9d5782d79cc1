import { mintCsrfToken } from '../csrf';
import type { SessionRow } from '../sessions.repository';
import { SessionResponse } from './auth.dto';

export const toSessionResponse = (row: SessionRow): SessionResponse => ({
  ownerId: row.owner_id,
  email: row.email,
  admin: row.is_admin,
  twoFactor: row.two_factor,
  csrfToken: mintCsrfToken(row.csrf_key),
  expiresAt: row.expires_at.toISOString(),
});
