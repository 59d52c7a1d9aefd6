import { readdirSync, readFileSync } from 'node:fs';

/**
 * Linux /proc readers for the local Chromium: which process is our browser (found by a marker
 * switch on its command line, since Playwright does not expose the pid of a launched browser),
 * its whole process tree (renderers, GPU and utility processes) and their resident memory.
 * Elsewhere than Linux these find nothing.
 */

interface ProcessEntry {
  pid: number;
  ppid: number;
  cmdline: string[];
}

function readProcess(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself contain spaces or parentheses.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(afterName[1]);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, ppid, cmdline };
  } catch {
    return undefined;
  }
}

function listProcesses(): ProcessEntry[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const out: ProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readProcess(Number(name));
    if (entry) out.push(entry);
  }
  return out;
}

/** The pid of the process whose command line holds `marker` as one argument. */
export function findProcessByArgument(marker: string): number | undefined {
  return listProcesses().find((p) => p.cmdline.includes(marker))?.pid;
}

/** `rootPid` and all its descendants that are still alive. */
export function processTree(rootPid: number): number[] {
  const all = listProcesses();
  const children = new Map<number, number[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  if (!all.some((p) => p.pid === rootPid)) return [];
  const tree: number[] = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * Memory of `rootPid` and its descendants, in bytes: the sum of their resident sets (which
 * counts the Chromium binary's shared pages once per process) and the sum of their
 * proportional sets (shared pages divided among the processes sharing them: what the tree
 * really costs the machine).
 */
export function processTreeMemory(rootPid: number): { rss: number; pss: number } {
  let rss = 0;
  let pss = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+) kB$/m.exec(rollup)?.[1] ?? 0) * 1024;
      pss += Number(/^Pss:\s+(\d+) kB$/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { rss, pss };
}
