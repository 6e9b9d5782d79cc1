import { EmbeddedDatabase } from '../../src/db/embedded-database';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __embedded?: EmbeddedDatabase }).__embedded?.close();
}
