import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventLoopLag } from './event-loop-lag.js';

interface Line {
  level: number;
  msg: string;
  eventLoopDelayMs?: { p50: number; p99: number; max: number };
}

function appWithLog(onLine: (line: Line) => void) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) onLine(JSON.parse(text) as Line);
      done();
    },
  });
  return Fastify({ logger: { level: 'info', stream } });
}

describe('the event-loop delay report', () => {
  it('logs the delay of each period, and a warning when a stalled loop puts p99 at the threshold', async () => {
    let warned: ((line: Line) => void) | undefined;
    let reported: (() => void) | undefined;
    const warning = new Promise<Line>((resolve) => (warned = resolve));
    const firstReport = new Promise<void>((resolve) => (reported = resolve));
    const app = appWithLog((line) => {
      if (line.level === 40) warned?.(line);
      else if (line.eventLoopDelayMs) reported?.();
    });
    await app.register(eventLoopLag, { intervalMs: 50, warnMs: 100 });
    await app.ready();
    await firstReport;
    // A synchronous stall of 400 ms: what a heavy step on the main thread does to every request.
    const until = Date.now() + 400;
    while (Date.now() < until) {
      // busy
    }
    const line = await warning;
    expect(line.msg).toMatch(/^event loop delay: p99 [\d.]+ ms, at or above 100 ms$/);
    expect(line.eventLoopDelayMs?.max).toBeGreaterThanOrEqual(350);
    await app.close();
  });

  it('reports at info level while the loop is free', async () => {
    let reported: ((line: Line) => void) | undefined;
    const report = new Promise<Line>((resolve) => (reported = resolve));
    const app = appWithLog((line) => {
      if (line.eventLoopDelayMs) reported?.(line);
    });
    await app.register(eventLoopLag, { intervalMs: 50, warnMs: 60_000 });
    await app.ready();
    const line = await report;
    expect(line).toMatchObject({ level: 30, msg: 'event loop delay' });
    expect(Object.keys(line.eventLoopDelayMs ?? {})).toEqual(['p50', 'p99', 'max']);
    await app.close();
  });
});
