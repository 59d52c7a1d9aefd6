import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpMessages } from '../../domain/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Graceful shutdown, first step: from now on new requests answer 503 with
     * `Connection: close` (the load balancer retries them elsewhere) and in-flight answers close
     * their connection; resolves when no request is in flight, or at `deadline` (ms epoch).
     * Then `app.close()` stops listening and closes the idle keep-alive connections.
     */
    drain(deadline: number): Promise<{ drained: boolean }>;
  }
}

/** After the last in-flight answer, stragglers already on the wire still get their 503. */
const LINGER_MS = 100;

export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let inFlight = 0;
    let onIdle: (() => void) | undefined;

    app.addHook('onRequest', async (request, reply) => {
      if (draining) {
        reply.raw.shouldKeepAlive = false;
        return (
          reply
            .code(503)
            .header('connection', 'close')
            .header('retry-after', '1')
            .header('cache-control', 'no-store')
            .type('application/json; charset=utf-8')
            // Whatever route was asked for, its own answer schemas do not describe this one.
            .serializer((payload) => JSON.stringify(payload))
            .send({ detail: httpMessages.serviceUnavailable })
        );
      }
      inFlight++;
      reply.raw.once('close', () => {
        inFlight--;
        if (inFlight === 0) onIdle?.();
      });
    });

    app.addHook('onSend', async (_request, reply) => {
      if (draining) {
        reply.raw.shouldKeepAlive = false;
        reply.header('connection', 'close');
      }
    });

    app.decorate('drain', async (deadline: number) => {
      draining = true;
      let timer: NodeJS.Timeout | undefined;
      const drained = await new Promise<boolean>((resolve) => {
        if (inFlight === 0) return resolve(true);
        onIdle = () => resolve(true);
        timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      });
      clearTimeout(timer);
      await new Promise((resolve) => setTimeout(resolve, Math.min(LINGER_MS, Math.max(0, deadline - Date.now()))));
      return { drained };
    });
  },
  { name: 'drain' },
);
