// What docs/deployment.md ships: dist/, package.json, package-lock.json and the production
// node_modules, copied to a folder outside the project (hard links where possible). Used by the
// journeys that start the built product as an operator would (dist-only-start, deployment-walkthrough).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

function linkFile(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

/** Hard-links a folder's files (a copy when the temp folder is on another device). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true });
    else linkFile(source, target);
  }
}

/**
 * The installed production packages, as paths relative to the project (node_modules/...,
 * nested ones included): each is linked on its own, without the packages it nests, so that a
 * development package nested somewhere does not come along.
 */
function productionPackages(): string[] {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8' });
  const packages = out
    .split('\n')
    .map((line) => path.relative(root, line.trim()))
    .filter((rel) => rel.startsWith('node_modules' + path.sep));
  return [...new Set(packages)];
}

function linkPackage(rel: string, into: string): void {
  const from = path.join(root, rel);
  const to = path.join(into, rel);
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue; // nested packages are listed on their own
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true });
    else linkFile(source, target);
  }
}

/** A new folder holding the deployment: dist/, package*.json and the production node_modules, nothing else. */
export function copyDeployment(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(root, 'dist'), path.join(folder, 'dist'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(root, file), path.join(folder, file));
  for (const rel of productionPackages()) linkPackage(rel, folder);
  return folder;
}

/** Resolves when `url`/api/health/ answers 200; rejects when the process exits first. */
export async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
  fetchHealth: (url: string) => Promise<boolean> = async (u) => (await fetch(u)).ok,
): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}:\n${output()}`);
    try {
      if (await fetchHealth(`${url}/api/health/`)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts `command` with its output collected. */
export function startCollecting(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}
