import { Column, DataSource, Entity } from 'typeorm';
import { schemaDrift } from '../src/db/schema-drift';
import { SCHEMA_OPTIONS } from '../src/db/data-source';
import { ENTITIES } from '../src/entities';
import { LabelEntity } from '../src/labels/label.entity';
import { startServer } from './support/harness';
import { IsolatedDatabase, isolatedDatabase } from './support/isolated-database';

/** An entity the migrations did not make: `labels` with one column more. */
@Entity('labels')
class LabelWithExtraColumn extends LabelEntity {
  @Column({ type: 'text', nullable: true })
  extra!: string | null;
}

/** Tables that are not the service's data: TypeORM's migration history and metadata. */
const BOOKKEEPING = ['migrations', 'typeorm_metadata'];

/**
 * The TypeORM entities describe the schema the migrations make (on the run's database: the embedded
 * one, or PostgreSQL with TEST_DATABASE_URL): on a database migrated as the server migrates at
 * start, TypeORM's schema diff (what `migration:generate` would write) is empty, and every table
 * has its entity. A database of its own, freshly migrated, so no other spec's state counts.
 */
describe('schema drift between the entities and the migrated schema', () => {
  let db: IsolatedDatabase;
  const sources: DataSource[] = [];

  async function dataSource(entities: Array<(typeof ENTITIES)[number] | typeof LabelWithExtraColumn>): Promise<DataSource> {
    const source = new DataSource({ type: 'postgres', url: db.env.DATABASE_URL, ...SCHEMA_OPTIONS, entities });
    sources.push(source);
    return source.initialize();
  }

  beforeAll(async () => {
    db = await isolatedDatabase('schema-drift');
    const server = await startServer({ env: db.env });
    await server.close();
  });
  afterAll(async () => {
    for (const source of sources) if (source.isInitialized) await source.destroy();
    await db?.stop();
  });

  it('migration:generate would write nothing', async () => {
    expect(await schemaDrift(await dataSource(ENTITIES))).toEqual([]);
  });

  it('has an entity for every table the migrations made, and none for a table they did not', async () => {
    const source = await dataSource(ENTITIES);
    const tables = await source.query<Array<{ name: string }>>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const modelled = source.entityMetadatas.map((m) => m.tableName);
    expect(new Set(modelled).size).toBe(ENTITIES.length);
    expect([...modelled, ...BOOKKEEPING].sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it('can fail: an entity with a column the migrations did not make yields the statement that adds it', async () => {
    const entities = [...ENTITIES.filter((entity) => entity !== LabelEntity), LabelWithExtraColumn];
    expect(await schemaDrift(await dataSource(entities))).toEqual(['ALTER TABLE "labels" ADD "extra" text']);
  });
});
