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

  it('answers a multipart body cut short with a 400, logged as information', async () => {
    const { app, lines } = await appThrowing(new Error('Unexpected end of multipart data'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Données invalides. Veuillez vérifier vos informations.' });
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    await app.close();
  });

  it("answers a value PostgreSQL refuses (class 22) with a 400 and a warning, through Drizzle's wrapper", async () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR' });
    const { app, lines } = await appThrowing(Object.assign(new Error('Failed query: update users set ...'), { cause: refused }));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('UTF8');
    expect(lines.filter((l) => l.level >= 40).map((l) => [l.level, l.msg])).toEqual([[40, 'the database refused a value sent by the client']]);
    await app.close();
  });

  it('still answers 500 for other database failures', async () => {
    const down = Object.assign(new Error('terminating connection'), { code: '57P01', severity: 'FATAL' });
    const { app } = await appThrowing(down);
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    await app.close();
  });
});
