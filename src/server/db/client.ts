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
  /**
   * One round trip, on a connection of its own (PostgreSQL): the health check must answer
   * whatever the pool is doing. Rejects when the database does not answer.
   */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Serialises migrations when several app processes start against one PostgreSQL at once.
const MIGRATION_LOCK_ID = 7_410_352_001;

/** Told when an idle pooled connection fails (the server restarted, a proxy cut it...). */
export type PoolErrorListener = (err: Error) => void;

const logToStderr: PoolErrorListener = (err) => console.error('database: an idle connection failed; the pool replaces it:', err.message);

const PING_TIMEOUT_MS = 2_000;

/**
 * One connection kept for the health check, outside the pool (one more connection per process):
 * when every pooled connection is busy (20 uploads at once, a slow query, a lock), a ping that
 * queued for the pool would time out and take a healthy instance out of the load balancer.
 * Opened on the first ping; a failed one is dropped and the next ping connects again.
 */
function dedicatedPinger(url: string): { ping(): Promise<void>; close(): Promise<void> } {
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  const drop = () => {
    const gone = client;
    client = undefined;
    connecting = undefined;
    void gone?.end().catch(() => undefined);
  };
  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: PING_TIMEOUT_MS,
        query_timeout: PING_TIMEOUT_MS,
        application_name: 'cv-suisse health check',
      });
      // A connection that breaks while idle is replaced at the next ping.
      fresh.on('error', () => {
        if (client === fresh) drop();
      });
      await fresh.connect();
      client = fresh;
      return fresh;
    })().catch((err: unknown) => {
      connecting = undefined;
      throw err;
    });
    return connecting;
  };
  return {
    async ping() {
      if (closed) throw new Error('database closed');
      try {
        await (await connection()).query('select 1');
      } catch (err) {
        drop();
        throw err;
      }
    },
    async close() {
      closed = true;
      const last = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      connecting = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

export function connectPostgres(url: string, poolSize = 10, onPoolError: PoolErrorListener = logToStderr): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  const pinger = dedicatedPinger(url);
  // An idle client losing its connection must not crash the process (the pool replaces it),
  // but it is said: many of them mean the database or the network is in trouble.
  pool.on('error', (err) => onPoolError(err));
  // The pool listens for errors only on idle connections. A connection the server ends while it
  // is checked out (in a transaction, between two queries) would otherwise throw its error out of
  // the process: the query or transaction that holds it already fails with it, so that is enough.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    ping: () => pinger.ping(),
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
      await pinger.close();
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

export async function openDatabase(options: { url?: string; poolSize: number; pgliteDir: string; onPoolError?: PoolErrorListener }): Promise<DatabaseHandle> {
  return options.url ? connectPostgres(options.url, options.poolSize, options.onPoolError) : openPglite(options.pgliteDir);
}
