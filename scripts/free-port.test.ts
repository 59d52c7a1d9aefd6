import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { candidatePorts, ephemeralRange, freePort, isFree } from './free-port';

const listening: Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function listenOn(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    listening.push(server);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

describe('ports for test servers', () => {
  it('reads the kernel ephemeral range', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ports-')), 'range');
    writeFileSync(file, '32768\t60999\n');
    expect(ephemeralRange(file)).toEqual([32768, 60999]);
    expect(ephemeralRange(path.join(tmpdir(), 'no-such-range-file'))).toEqual([49152, 65535]);
  });

  it('picks below the ephemeral range, where the kernel never hands out a port by itself', () => {
    const ends = candidatePorts(
      [32768, 60999],
      2,
      (() => {
        const draws = [0, 0.999999];
        return () => draws.shift()!;
      })(),
    );
    expect(ends).toEqual([20767, 32767]);
    const many = candidatePorts([32768, 60999], 500);
    expect(many.every((p) => p >= 20767 && p <= 32767)).toBe(true);
    // No room below the range (it starts low): the kernel's own choice is the fallback.
    expect(candidatePorts([1024, 65535], 5)).toEqual([]);
  });

  it('skips a port something listens on', async () => {
    const port = await freePort();
    expect(await isFree(port)).toBe(true);
    await listenOn(port);
    expect(await isFree(port)).toBe(false);
    const [low] = ephemeralRange();
    const other = await freePort();
    expect(other).not.toBe(port);
    expect(other).toBeLessThan(low);
  });
});
