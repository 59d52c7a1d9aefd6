import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectPostgres, type DatabaseHandle } from '../db/client.js';

/** A fresh, migrated database of its own for the calling test file (a clone of the template). */
export async function createTestDatabase(): Promise<DatabaseHandle & { url: string }> {
  const clusterUrl = inject('pgClusterUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(clusterUrl, 1);
  try {
    await admin.db.execute(`create database ${name} template cv_template`);
  } finally {
    await admin.close();
  }
  const url = clusterUrl.replace(/\/postgres$/, `/${name}`);
  return Object.assign(connectPostgres(url, 5), { url });
}
