import fp from 'fastify-plugin';

/**
 * The routes that answer data: the API, and the sign-in callbacks. The others answer files (the
 * built web app through @fastify/static, one route per file; the renderer's fonts and images),
 * whose bodies no schema describes.
 */
export const answersData = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');

/**
 * Every data route declares its answers (`schema.response`, per status): the schema documents them,
 * and the serializer checks them. A route without one stops the start (and so every test that
 * builds the app) rather than slipping through. Register before any route.
 */
export const responseSchemaGuard = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!answersData(route.url)) return;
      if (!route.schema?.response) {
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        throw new Error(`${methods} ${route.url} declares no response schema (schema.response, per status)`);
      }
    });
  },
  { name: 'response-schema-guard' },
);
