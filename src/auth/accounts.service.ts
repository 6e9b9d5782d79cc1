import { Inject, Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Problem } from '../common/http/problem';
import { Database, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database';
import { OwnersService } from '../owners/owners.service';
import { AccountResponse } from './dto/auth.dto';
import { PasswordHasher } from './password-hasher';

export interface AccountRow {
  id: string;
  owner_id: string;
  email: string;
  password_hash: string;
  created_at: Date;
}

@Injectable()
export class AccountsService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly owners: OwnersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the account and its owner, initialised (General client, labels, UTC profile) in the same transaction. */
  async signUp(email: string, password: string): Promise<AccountResponse> {
    if (!this.config.signupEnabled) throw Problem.forbidden('Sign-up is turned off on this server', 'SIGNUP_DISABLED');
    const id = uuidv7();
    const passwordHash = await PasswordHasher.hash(password);
    try {
      const row = await this.db.transaction(async () => {
        await this.owners.ensureRow(id);
        const { rows } = await this.db.query<AccountRow>(
          `INSERT INTO accounts (id, owner_id, email, password_hash) VALUES ($1::uuid, $1::text, $2, $3) RETURNING *`,
          [id, email.trim(), passwordHash],
        );
        return rows[0];
      });
      await this.owners.ensureInitialized(row.owner_id);
      return { id: row.id, ownerId: row.owner_id, email: row.email, createdAt: row.created_at.toISOString() };
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw Problem.conflict('EMAIL_TAKEN', 'An account with this email exists');
      throw error;
    }
  }

  /** The account for these credentials, or null; costs the same whether or not the email exists. */
  async verify(email: string, password: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE lower(email) = lower($1)', [email.trim()]);
    const row = rows[0];
    if (!row) {
      this.dummyHash ??= PasswordHasher.hash('not-a-real-password');
      await PasswordHasher.verify(await this.dummyHash, password);
      return null;
    }
    return (await PasswordHasher.verify(row.password_hash, password)) ? row : null;
  }
}
