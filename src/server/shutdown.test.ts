import http from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.js';
import { GOOD_PASSWORD, seedUser } from './testing/accounts.js';
import { startAppProcess, type AppProcess } from './testing/app-process.js';
import { createTestDatabase } from './testing/test-db.js';

let database: DatabaseHandle & { url: string };
let server: AppProcess;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startAppProcess(database.url);
  // Ceiling: 4 x the 18 s measured at load 12-25 (docs/testing.md, « Setup under load »).
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await database?.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
}

function request(agent: http.Agent, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${server.url}${path}`,
      { method, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('SIGTERM under load', () => {
  it('answers 503 with Connection: close to new requests, finishes in-flight ones, closes keep-alive connections and exits 0', async () => {
    const { email } = await seedUser(database.db);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const errors: string[] = [];
    const seen: Answer[] = [];
    let signalled = false;
    // 8 keep-alive clients: sign-ins (argon2id keeps them in flight a while) and health checks.
    const loops = Array.from({ length: 8 }, async (_, i) => {
      for (;;) {
        try {
          const answer =
            i % 2 ? await request(agent, 'POST', '/api/accounts/login/', { email, password: GOOD_PASSWORD }) : await request(agent, 'GET', '/api/health/');
          if (signalled) seen.push(answer);
          // A client (a load balancer) stops sending on a connection the server closes.
          if (answer.connection === 'close' || answer.status === 503) return;
        } catch (err) {
          errors.push(String(err));
          return;
        }
      }
    });

    // A request that stays in flight until the test completes its body: the drain waits for it.
    const slow = connect(server.port, '127.0.0.1');
    let slowText = '';
    let continued: () => void;
    const inFlight = new Promise<void>((resolve) => (continued = resolve));
    const slowAnswer = new Promise<string>((resolve) => {
      slow.on('data', (d: Buffer) => {
        slowText += d.toString('utf8');
        // Node answers « 100 Continue » when it hands the request to the app.
        if (slowText.startsWith('HTTP/1.1 100 Continue')) continued();
      });
      slow.on('close', () => resolve(slowText.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')));
    });
    const slowBody = JSON.stringify({ email, password: GOOD_PASSWORD });
    slow.write(
      `POST /api/accounts/login/ HTTP/1.1\r\nHost: cv.test\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(slowBody)}\r\n\r\n`,
    );
    await inFlight;
    await request(agent, 'GET', '/api/health/');

    server.child.kill('SIGTERM');
    signalled = true;
    await server.waitForLog(/"shutting down"/);
    await Promise.all(loops);

    // Still listening while the slow request is in flight: a new client gets a 503 it can retry elsewhere.
    const fresh = await request(new http.Agent({ keepAlive: false }), 'GET', '/api/health/');
    expect(fresh).toEqual({ status: 503, connection: 'close' });

    slow.write(slowBody);
    const answer = await slowAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');

    const exit = await server.exited;
    expect(errors).toEqual([]);
    expect(seen.every((a) => a.status === 503 || a.connection === 'close' || a.status === 200)).toBe(true);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"stopped"');
    agent.destroy();
  }, 60_000);
});
