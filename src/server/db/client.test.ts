import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, type DatabaseHandle } from './client.js';

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
});

describe('the PostgreSQL pool', () => {
  it('reports an idle connection that fails, keeps the process up, and serves the next query', async () => {
    const url = inject('pgClusterUrl');
    const errors: Error[] = [];
    const failed = new Promise<void>((resolve) => {
      const database = connectPostgres(url, 1, (err) => {
        errors.push(err);
        resolve();
      });
      handles.push(database);
    });
    const [database] = handles as [DatabaseHandle];
    const result: unknown = await database.db.execute(sql`select pg_backend_pid() as pid`);
    const pid = (result as { rows: { pid: number }[] }).rows[0]?.pid;
    expect(pid).toBeTypeOf('number');

    // The server ends the pooled (now idle) connection, as a restart or a proxy would.
    const admin = connectPostgres(url, 1);
    handles.push(admin);
    await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
    await failed;
    expect(errors[0]?.message).toMatch(/terminat/i);

    await database.ping();
  });

  it('keeps the process up when the server ends a connection in the middle of a transaction', async () => {
    const url = inject('pgClusterUrl');
    const errors: Error[] = [];
    const database = connectPostgres(url, 1, (err) => void errors.push(err));
    const admin = connectPostgres(url, 1);
    handles.push(database, admin);

    // The connection is checked out of the pool (no idle listener on it) when the server ends it.
    const outcome = database.db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`select pg_backend_pid() as pid`);
      const pid = (result as { rows: { pid: number }[] }).rows[0]?.pid;
      await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow(/^Failed query: rollback/);

    const after: unknown = await database.db.execute(sql`select 41 + 1 as answer`);
    expect((after as { rows: { answer: number }[] }).rows).toEqual([{ answer: 42 }]);
  });
});
