import { readdir } from 'node:fs/promises';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { users } from '../../db/schema/users.js';

export interface SchemaTable {
  name: string;
  table: PgTable;
  /** Columns whose foreign key points at users.id. */
  userColumns: string[];
  /** Columns of type bytea (stored files). */
  byteaColumns: string[];
}

/**
 * Every table of the Drizzle schema, read from every module of src/server/db/schema (the folder
 * drizzle-kit reads): a table added tomorrow, in a file added tomorrow, is in the list.
 */
export async function schemaTables(): Promise<SchemaTable[]> {
  const dir = new URL('../../db/schema/', import.meta.url);
  const files = (await readdir(dir)).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
  const found = new Map<string, SchemaTable>();
  for (const file of files) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const userColumns = config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => getTableConfig(ref.foreignTable).name === getTableConfig(users).name)
        .flatMap((ref) => ref.columns.map((c) => c.name));
      const byteaColumns = config.columns.filter((c) => c.getSQLType() === 'bytea').map((c) => c.name);
      found.set(config.name, { name: config.name, table: value, userColumns, byteaColumns });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The tables PostgreSQL has (drizzle's own migration journal lives in another schema). */
export async function databaseTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function rowCounts(db: Database, tables: SchemaTable[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from ${sql.identifier(t.name)}`);
    out[t.name] = Number(row?.n ?? 0);
  }
  return out;
}

/** Rows of any table whose text (every column, as JSON) contains one of `needles`, by table. */
export async function rowsMentioning(db: Database, tables: SchemaTable[], needles: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    for (const needle of needles) {
      const [row] = await queryRows<{ n: string | number }>(
        db,
        sql`select count(*) as n from ${sql.identifier(t.name)} x where position(${needle.toLowerCase()} in lower(row_to_json(x)::text)) > 0`,
      );
      const n = Number(row?.n ?? 0);
      if (n) out[`${t.name} (${needle})`] = n;
    }
  }
  return out;
}
