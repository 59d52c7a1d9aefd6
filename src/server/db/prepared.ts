import type { Database } from './client.js';

/**
 * A named prepared statement built once per database handle (the hot paths: a cached file,
 * its 304, the download gate). PostgreSQL plans it once per connection, and the query builder
 * does not rebuild the SQL text on every call.
 */
const statements = new WeakMap<Database, Map<string, unknown>>();

export function prepared<T>(db: Database, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map<string, unknown>()));
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}
