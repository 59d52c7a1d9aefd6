import type { TestProject } from 'vitest/node';
import { startPgCluster } from '../../../scripts/pg-cluster.js';
import { connectPostgres } from '../db/client.js';

export const TEMPLATE_DATABASE = 'cv_template';

/** One PostgreSQL cluster for the run, with a migrated template database each test file clones. */
export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  const admin = connectPostgres(cluster.url('postgres'), 1);
  try {
    await admin.db.execute(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.close();
  }
  const template = connectPostgres(cluster.url(TEMPLATE_DATABASE), 1);
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
  project.provide('pgClusterUrl', cluster.url('postgres'));
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgClusterUrl: string;
  }
}
