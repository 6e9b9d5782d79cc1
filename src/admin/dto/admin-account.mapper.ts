import { AccountSummaryRow } from '../../auth/accounts.service';
import { formatInstant } from '../../common/time/instant';
import { AdminAccountResponse } from './admin-accounts.dto';

export function toAdminAccountResponse(row: AccountSummaryRow): AdminAccountResponse {
  return {
    id: row.id,
    version: row.version,
    email: row.email,
    admin: row.is_admin,
    disabled: row.disabled,
    twoFactor: row.two_factor,
    createdAt: formatInstant(BigInt(row.created_us) * 1000n),
    lastSignInAt: row.last_sign_in_us === null ? null : formatInstant(BigInt(row.last_sign_in_us) * 1000n),
  };
}
