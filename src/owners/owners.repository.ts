import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** All SQL for the owner rows (`owners`) as the owners module uses them; each statement names its owner. */
@Injectable()
export class OwnersRepository {
  constructor(private readonly db: Database) {}

  async insertIfMissing(ownerId: string): Promise<void> {
    await this.db.query('INSERT INTO owners (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [ownerId]);
  }

  async isInitialized(ownerId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ initialized: boolean }>(
      'SELECT initialized_at IS NOT NULL AS initialized FROM owners WHERE id = $1',
      [ownerId],
    );
    return rows[0]?.initialized === true;
  }

  async markInitialized(ownerId: string): Promise<void> {
    await this.db.query('UPDATE owners SET initialized_at = now() WHERE id = $1', [ownerId]);
  }

  async allIds(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM owners ORDER BY id');
    return rows.map((r) => r.id);
  }
}
