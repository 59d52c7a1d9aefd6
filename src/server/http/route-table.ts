import fp from 'fastify-plugin';

export interface RouteSummary {
  method: string;
  url: string;
  /** The route's request body schema (a zod schema), when it declares one. */
  bodySchema?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app declared (method and URL pattern), in declaration order. */
    routeTable: readonly RouteSummary[];
  }
}

/**
 * Keeps the list of routes as they are declared, so that checks over the whole API (the fuzz
 * test of http/fuzz-every-route.test.ts) cover a route the day it is added. Register first.
 */
export const routeTable = fp(
  async (app) => {
    const table: RouteSummary[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) table.push({ method, url: route.url, bodySchema: route.schema?.body });
    });
  },
  { name: 'route-table' },
);
