import { Client } from 'pg';

/** One short-lived connection of a spec's own (outside the server's pool), closed whatever `fn` does. */
export async function admin<T>(connectionString: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
