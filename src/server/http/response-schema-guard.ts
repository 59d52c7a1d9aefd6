import fp from 'fastify-plugin';

/**
 * Routes that answer files, not data: the built web app (@fastify/static) and the renderer's
 * fonts and images. Their bodies are streams or buffers that no schema describes.
 */
const FILE_ROUTES: ReadonlyArray<RegExp> = [/^\/cv-assets(\/\*)?$/, /^\/\*$/, /^\/$/];

export const isFileRoute = (url: string) => FILE_ROUTES.some((pattern) => pattern.test(url));

/**
 * Every route declares its answers (`schema.response`, per status): the schema documents them,
 * and the serializer checks them. A route without one stops the start (and so every test that
 * builds the app) rather than slipping through. Register before any route.
 */
export const responseSchemaGuard = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (isFileRoute(route.url)) return;
      if (!route.schema?.response) {
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        throw new Error(`${methods} ${route.url} declares no response schema (schema.response, per status)`);
      }
    });
  },
  { name: 'response-schema-guard' },
);
