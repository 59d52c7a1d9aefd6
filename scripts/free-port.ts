// A port for a test server (PostgreSQL, the app, an SMTP sink) that is chosen before the
// server binds it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The kernel's range for ports it hands out itself: listen(0) and every outgoing connection. */
export function ephemeralRange(file = '/proc/sys/net/ipv4/ip_local_port_range'): [number, number] {
  try {
    const [low, high] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return [low, high];
  } catch {
    // not Linux: the IANA dynamic range, which macOS and Windows use
  }
  return [49152, 65535];
}

/**
 * The ports to try, below the ephemeral range. A port taken with listen(0) and closed again
 * is in that range: before our server binds it, the kernel may hand it to any outgoing
 * connection as its local port (the tests' database pools and browsers open hundreds), and the
 * server then fails with EADDRINUSE. A port below the range is never handed out by the kernel;
 * only another test choosing at random can collide, and then the bind test below sees it.
 */
export function candidatePorts(range: [number, number], count: number, random: () => number = Math.random): number[] {
  const high = range[0] - 1;
  const low = Math.max(10_000, high - 12_000);
  if (high - low < 1_000) return [];
  return Array.from({ length: count }, () => low + Math.floor(random() * (high - low + 1)));
}

/** Whether nothing listens on `port` at 127.0.0.1 right now (it binds it and lets it go). */
export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Ports this process handed out: a caller may ask for several before it binds the first.
const handedOut = new Set<number>();

/** A port free at 127.0.0.1, outside the kernel's ephemeral range when the range leaves room. */
export async function freePort(range: [number, number] = ephemeralRange()): Promise<number> {
  for (const port of candidatePorts(range, 50)) {
    if (handedOut.has(port) || !(await isFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  return kernelPort();
}
