import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';

/** A column that points at users.id, read from PostgreSQL's catalogue (so a table added later is included). */
export interface UserReference {
  table: string;
  column: string;
  /** 'cascade', 'set null', 'restrict', 'no action' or 'set default'. */
  onDelete: string;
}

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

/** Every foreign key to users(id) in the database, one row per referencing column. */
export async function userReferences(db: Database): Promise<UserReference[]> {
  const rows = await queryRows<{ table_name: string; column_name: string; on_delete: string }>(
    db,
    sql`
    select c.conrelid::regclass::text as table_name, a.attname as column_name, c.confdeltype as on_delete
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass
    order by 1, 2`,
  );
  return rows.map((r) => ({
    table: r.table_name.replace(/^public\./, '').replace(/"/g, ''),
    column: r.column_name,
    onDelete: ON_DELETE[r.on_delete] ?? r.on_delete,
  }));
}

export interface ColumnInfo {
  name: string;
  /** PostgreSQL's type name: text, uuid, bytea, jsonb, timestamp with time zone... */
  type: string;
}

/** The columns of a table, in their order. */
export async function tableColumns(db: Database, table: string): Promise<ColumnInfo[]> {
  const rows = await queryRows<{ column_name: string; data_type: string }>(
    db,
    sql`
    select column_name, data_type from information_schema.columns
    where table_schema = 'public' and table_name = ${table}
    order by ordinal_position`,
  );
  return rows.map((r) => ({ name: r.column_name, type: r.data_type }));
}

/** Secrets and their digests stay out of every copy: a hash of a token or a password is of no use to its owner. */
export const isSecretColumn = (name: string) => /(^|_)(hash|secret|token|password|verifier|nonce)(_|$)/.test(name);
