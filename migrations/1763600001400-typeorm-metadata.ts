import { MigrationInterface, QueryRunner } from 'typeorm';

/** The generated columns and the expressions their entities declare (`asExpression`), to the character. */
const GENERATED = [
  { table: 'activities', column: 'span', expression: `int8range(start_ns, COALESCE(end_ns, 9223372036854775807), '[)')` },
  { table: 'work_sessions', column: 'span', expression: `int8range(start_ns, COALESCE(end_ns, 9223372036854775807), '[)')` },
];

/**
 * TypeORM's `typeorm_metadata` table, as TypeORM itself makes it, with the rows it keeps for the
 * generated columns (`span` of activities and work sessions). PostgreSQL returns a generated
 * column's expression reformatted, so TypeORM compares the expression an entity declares with the
 * text it recorded here when it made the column; without the table its schema diff (what
 * `migration:generate` and `npm run migration:drift` compute) fails, and without the rows it would
 * drop and re-add both columns. Nothing of the service reads the table. A row names the database
 * and schema it was made in (TypeORM matches on both), as TypeORM writes it.
 */
export class TypeormMetadata1763600001400 implements MigrationInterface {
  name = 'TypeormMetadata1763600001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS typeorm_metadata (
        "type" character varying NOT NULL,
        "database" character varying,
        "schema" character varying,
        "table" character varying,
        "name" character varying,
        "value" text
      )`);
    for (const { table, column, expression } of GENERATED) {
      await q.query(
        `DELETE FROM typeorm_metadata WHERE "type" = 'GENERATED_COLUMN' AND "schema" = current_schema() AND "table" = $1 AND "name" = $2`,
        [table, column],
      );
      await q.query(
        `INSERT INTO typeorm_metadata ("type", "database", "schema", "table", "name", "value")
         VALUES ('GENERATED_COLUMN', current_database(), current_schema(), $1, $2, $3)`,
        [table, column, expression],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table, column } of GENERATED) {
      await q.query(
        `DELETE FROM typeorm_metadata WHERE "type" = 'GENERATED_COLUMN' AND "schema" = current_schema() AND "table" = $1 AND "name" = $2`,
        [table, column],
      );
    }
    const left = (await q.query(`SELECT 1 FROM typeorm_metadata LIMIT 1`)) as unknown[];
    if (left.length === 0) await q.query(`DROP TABLE typeorm_metadata`);
  }
}
