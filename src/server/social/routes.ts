import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpMessages } from '../../domain/messages.js';
import { socialErrorCodes, socialMessages } from '../../domain/social/messages.js';
import { isSocialProvider, type SocialProvider } from '../../domain/social/providers.js';
import { appleCallbackBodySchema, codeCallbackQuerySchema, socialLoginQuerySchema, type SocialAuthResult } from '../../domain/social/schemas.js';
import { detailError } from '../http/errors.js';
import { answers, looseObject, noContentSchema } from '../http/response-schemas.js';
import { authResultSchema } from '../accounts/response-schemas.js';
import { finishAppleFlow, startAppleFlow } from './apple-flow.js';
import { clearBindingCookie, readBindingCookie, setBindingCookie } from './binding-cookie.js';
import { finishCodeFlow, startCodeFlow } from './code-flow.js';
import type { SocialContext } from './context.js';
import { socialRateLimits } from './rate-limits.js';

const providerParams = z.object({ provider: z.string() });

function knownProvider(value: string): SocialProvider {
  if (!isSocialProvider(value)) throw detailError(400, socialMessages.unsupportedProvider, socialErrorCodes.unsupportedProvider);
  return value;
}

/** Where to send the visitor (`auth_url`), or Apple's sign-in configuration for its JS SDK. */
const socialStartSchema = z.union([
  looseObject({ auth_url: z.string() }),
  looseObject({ client_id: z.string(), redirect_uri: z.string(), state: z.string(), nonce: z.string() }),
]);

const methodNotAllowed = () => detailError(405, httpMessages.methodNotAllowed);

/** A missing (or non-object) body reads as `{}`, so that missing data gets its own French answer. */
const objectBody = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), schema);

/** The social calls of spec section 7, under /api/accounts/{provider}/login/. */
export async function socialRoutes(root: FastifyInstance, opts: { ctx: SocialContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  // Answers carry state, tokens and personal data.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/accounts/:provider/login/',
    { schema: { params: providerParams, querystring: socialLoginQuerySchema, response: answers({ 200: socialStartSchema }) } },
    async (request, reply) => {
      const provider = knownProvider(request.params.provider);
      ctx.clients.assertConfigured(provider);
      await ctx.accounts.limiter.consume(socialRateLimits.startsPerIp, request.ip);
      const { mode } = request.query;
      if (provider === 'apple') {
        const { binding, ...config } = await startAppleFlow(ctx, mode);
        setBindingCookie(reply, ctx.config, provider, binding);
        return config;
      }
      const { authUrl, binding } = await startCodeFlow(ctx, provider, mode);
      setBindingCookie(reply, ctx.config, provider, binding);
      return { auth_url: authUrl };
    },
  );

  const finish = async (reply: FastifyReply, provider: SocialProvider, run: () => Promise<SocialAuthResult>) => {
    // Whatever the outcome, the state is used up: its cookie goes too.
    clearBindingCookie(reply, ctx.config, provider);
    return run();
  };

  app.get(
    '/api/accounts/:provider/login/callback/',
    { schema: { params: providerParams, querystring: codeCallbackQuerySchema, response: answers({ 200: authResultSchema }) } },
    async (request, reply) => {
      const provider = knownProvider(request.params.provider);
      if (provider === 'apple') throw methodNotAllowed();
      ctx.clients.assertConfigured(provider);
      await ctx.accounts.limiter.consume(socialRateLimits.callbacksPerIp, request.ip);
      const binding = readBindingCookie(request, provider);
      return finish(reply, provider, () => finishCodeFlow(ctx, provider, request.query, binding));
    },
  );

  app.post(
    '/api/accounts/:provider/login/callback/',
    { schema: { params: providerParams, body: objectBody(appleCallbackBodySchema), response: answers({ 200: authResultSchema }) } },
    async (request, reply) => {
      const provider = knownProvider(request.params.provider);
      if (provider !== 'apple') throw methodNotAllowed();
      ctx.clients.assertConfigured(provider);
      await ctx.accounts.limiter.consume(socialRateLimits.callbacksPerIp, request.ip);
      const binding = readBindingCookie(request, provider);
      return finish(reply, provider, () => finishAppleFlow(ctx, request.body, binding));
    },
  );

  await app.register(appleFormPost);
}

const FORM_FIELDS = ['code', 'id_token', 'state', 'user', 'error'] as const;

/**
 * Apple's full-page flow (phones) posts its answer as a form to the callback page
 * (response_mode=form_post, which Apple requires when the name or e-mail is asked for). The
 * page is the web app's, so the fields are handed to it in the URL fragment, which never
 * reaches a server or a log; the page then calls the API as in the popup flow.
 * Encapsulated: the form parser exists for this route only.
 */
async function appleFormPost(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post('/auth/apple/callback', { schema: { response: answers({ 303: noContentSchema }) } }, async (request, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const fragment = new URLSearchParams();
    for (const field of FORM_FIELDS) {
      const value = form[field];
      if (typeof value === 'string' && value) fragment.set(field, value);
    }
    return reply.code(303).header('cache-control', 'no-store').redirect(`/auth/apple/callback#${fragment.toString()}`, 303);
  });
}
