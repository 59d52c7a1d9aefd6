import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.js';

/** A Fastify app whose log lines are collected, with one route throwing the given error. */
async function appThrowing(error: Error & { code?: string }) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return { app, lines };
}

describe('error handler', () => {
  it('logs an unexpected failure as an error and answers 500 without details', async () => {
    const { app, lines } = await appThrowing(new Error('database exploded'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('database exploded');
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['request failed']);
    await app.close();
  });

  it('does not report a browser that left mid-answer as a server failure', async () => {
    const gone = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const { app, lines } = await appThrowing(gone);
    await app.inject({ method: 'GET', url: '/boom' });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain('the client closed the connection before the answer was complete');
    await app.close();
  });
});
