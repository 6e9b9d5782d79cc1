import { DataSource } from 'typeorm';

/**
 * What `migration:generate` would write for this DataSource: the SQL of TypeORM's schema diff
 * between its entities and the database it is connected to (`createSchemaBuilder().log()`, the
 * builder's dry run; nothing is executed). Empty when the entities describe the schema the
 * migrations made; each statement is a place where the two disagree. A statement with parameters
 * (TypeORM's rows of `typeorm_metadata`) carries them in a trailing block comment.
 */
export async function schemaDrift(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map(({ query, parameters }) =>
    parameters && parameters.length > 0 ? `${query} /* parameters: ${JSON.stringify(parameters).replaceAll('*/', '*\\/')} */` : query,
  );
}
