import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';

/** The query builder every feature uses; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** One round trip; rejects when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Serialises migrations when several app processes start against one PostgreSQL at once.
const MIGRATION_LOCK_ID = 7_410_352_001;

/** Told when an idle pooled connection fails (the server restarted, a proxy cut it...). */
export type PoolErrorListener = (err: Error) => void;

const logToStderr: PoolErrorListener = (err) => console.error('database: an idle connection failed; the pool replaces it:', err.message);

export function connectPostgres(url: string, poolSize = 10, onPoolError: PoolErrorListener = logToStderr): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process (the pool replaces it),
  // but it is said: many of them mean the database or the network is in trouble.
  pool.on('error', (err) => onPoolError(err));
  const db = drizzlePg(pool, { casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openPglite(dir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    async close() {
      await client.close();
    },
  };
}

export async function openDatabase(options: {
  url?: string;
  poolSize: number;
  pgliteDir: string;
  onPoolError?: PoolErrorListener;
}): Promise<DatabaseHandle> {
  return options.url ? connectPostgres(options.url, options.poolSize, options.onPoolError) : openPglite(options.pgliteDir);
}
