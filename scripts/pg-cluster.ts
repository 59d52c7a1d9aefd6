// A throwaway PostgreSQL 15 cluster for tests: started on 127.0.0.1 with a free port,
// deleted on stop. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  host: string;
  port: number;
  /** Connection URL for a database of this cluster. */
  url(database?: string): string;
  stop(): void;
}

export { freePort } from './free-port';

function asPostgresUser(command: string, args: string[]): void {
  const isRoot = userInfo().uid === 0;
  const result = isRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(shellQuote).join(' ')], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  }
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * `durable: true` keeps PostgreSQL's default durability (fsync, synchronous commit, full page
 * writes): what a deployment runs, so what benchmarks measure. Tests trade it for speed.
 */
export async function startPgCluster({ durable = false }: { durable?: boolean } = {}): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cv-suisse-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  asPostgresUser(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // Chosen once initdb is done: the port stays unclaimed for as short a time as possible.
  const port = await freePort();
  asPostgresUser(path.join(BIN, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'} -c max_connections=300`,
  ]);
  let stopped = false;
  return {
    host: '127.0.0.1',
    port,
    url: (database = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asPostgresUser(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
