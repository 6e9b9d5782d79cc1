import { DataSource, QueryRunner } from 'typeorm';

/**
 * What `migration:generate` would write for this DataSource: the SQL of TypeORM's schema diff
 * between its entities and the database it is connected to (`createSchemaBuilder().log()`, the
 * builder's dry run; nothing is executed). Empty when the entities describe the schema the
 * migrations made; each statement is a place where the two disagree. A statement with parameters
 * (TypeORM's rows of `typeorm_metadata`) carries them in a trailing block comment.
 */
export async function schemaDrift(dataSource: DataSource): Promise<string[]> {
  // The builder reads the catalogue with Promise.all on its one connection, which pg queues but warns
  // about (a deprecation): its query runner here sends one statement at a time.
  const create = dataSource.createQueryRunner;
  dataSource.createQueryRunner = (...args) => oneAtATime(create.apply(dataSource, args));
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return sql.upQueries.map(({ query, parameters }) =>
      parameters && parameters.length > 0 ? `${query} /* parameters: ${JSON.stringify(parameters).replaceAll('*/', '*\\/')} */` : query,
    );
  } finally {
    dataSource.createQueryRunner = create;
  }
}

function oneAtATime(runner: QueryRunner): QueryRunner {
  const query = runner.query.bind(runner);
  let previous: Promise<unknown> = Promise.resolve();
  runner.query = ((...args: Parameters<QueryRunner['query']>) => {
    const next = previous.then(() => query(...args));
    previous = next.catch(() => undefined);
    return next;
  }) as QueryRunner['query'];
  return runner;
}
