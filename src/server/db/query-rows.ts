import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The rows of a raw statement (catalogue reads, tables known only by name). node-postgres and
 * PGlite both answer `{rows}`; the query builder's shared type cannot say which, hence the cast.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
