import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages as m } from '../../domain/accounts/messages.js';
import {
  contactRequestSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetConfirmRequestSchema,
  resetLinkSchema,
  tokenVerifyRequestSchema,
  verifyEmailRequestSchema,
} from '../../domain/accounts/schemas.js';
import { answers, detailAnswerSchema, looseObject } from '../http/response-schemas.js';
import { authenticateAccessToken, currentUser, tokenNotValid } from '../http/auth.js';
import { changePassword } from './password-change.js';
import { confirmPasswordReset, requestPasswordReset, validateResetLink } from './password-reset.js';
import { sendContactMessage } from './contact.js';
import type { AccountsContext } from './context.js';
import { resendVerificationEmail, verifyEmail } from './email-verification.js';
import { setDeviceCookie, trustedDevice } from './device-cookie.js';
import { logIn } from './login.js';
import { updateProfile } from './profile.js';
import { registerAccount } from './register.js';
import { accountUserSchema, authResultSchema, detailAnswers, passwordChangedSchema, refreshAnswerSchema, registeredSchema } from './response-schemas.js';
import { isLiveRefreshToken, revokeSessionOfToken, rotateRefreshToken } from './sessions.js';
import { findUserById, loadAccountUser } from './users.js';

/** A missing (or non-object) body reads as `{}`, so that each missing field gets its own French message. */
function body<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), schema);
}

/** The accounts calls of spec section 7, under /api/accounts/. Thin: each calls one operation. */
export async function accountsRoutes(root: FastifyInstance, opts: { ctx: AccountsContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  // Answers carry tokens and personal data: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/accounts/register/',
    { schema: { body: body(registerRequestSchema), response: answers({ 201: registeredSchema }) } },
    async (request, reply) => {
      return reply.code(201).send(await registerAccount(ctx, request.body, request.ip));
    },
  );

  app.post('/api/accounts/login/', { schema: { body: loginRequestSchema, response: answers({ 200: authResultSchema }) } }, async (request, reply) => {
    const result = await logIn(ctx, request.body, { ip: request.ip, device: trustedDevice(request, ctx.config, request.body.email) });
    setDeviceCookie(reply, ctx.config, request.body.email);
    return result;
  });

  app.post('/api/accounts/logout/', { schema: { body: body(refreshRequestSchema), response: detailAnswers } }, async (request) => {
    await revokeSessionOfToken(ctx.db, request.body.refresh, ctx.now());
    return { detail: m.loggedOut };
  });

  app.post(
    '/api/accounts/token/refresh/',
    { schema: { body: body(refreshRequestSchema), response: answers({ 200: refreshAnswerSchema }) } },
    async (request) => {
      const outcome = await rotateRefreshToken(ctx.db, request.body.refresh, {
        config: ctx.config,
        now: ctx.now,
        // Unverified accounts get one access-token lifetime from registration, no more.
        isAllowed: async (db, userId) => Boolean((await findUserById(db, userId))?.emailVerifiedAt),
      });
      if (!outcome.ok) {
        if (outcome.reason === 'reused') request.log.warn({ reason: outcome.reason }, 'refresh token reused: session revoked');
        throw tokenNotValid();
      }
      return { tokens: outcome.tokens, access: outcome.tokens.access, refresh: outcome.tokens.refresh };
    },
  );

  app.post(
    '/api/accounts/token/verify/',
    { schema: { body: body(tokenVerifyRequestSchema), response: answers({ 200: looseObject({}) }) } },
    async (request) => {
      const { token } = request.body;
      const valid = (await authenticateAccessToken(ctx, token)) !== undefined || (await isLiveRefreshToken(ctx.db, token, ctx.now()));
      if (!valid) throw tokenNotValid();
      return {};
    },
  );

  app.post(
    '/api/accounts/verify-email/',
    { schema: { body: body(verifyEmailRequestSchema), response: answers({ 200: authResultSchema.extend({ detail: z.string() }) }) } },
    async (request) => verifyEmail(ctx, request.body.key),
  );

  app.post('/api/accounts/resend-verification-email/', { schema: { body: body(emailOnlyRequestSchema), response: detailAnswers } }, async (request) =>
    resendVerificationEmail(ctx, request.body.email, request.ip),
  );

  app.post('/api/accounts/password/reset/', { schema: { body: body(emailOnlyRequestSchema), response: detailAnswers } }, async (request) =>
    requestPasswordReset(ctx, request.body.email, request.ip),
  );

  app.post('/api/accounts/password/reset/validate/', { schema: { body: body(resetLinkSchema), response: detailAnswers } }, async (request) =>
    validateResetLink(ctx, request.body.uid, request.body.token),
  );

  app.post('/api/accounts/password/reset/confirm/', { schema: { body: body(resetConfirmRequestSchema), response: detailAnswers } }, async (request) =>
    confirmPasswordReset(ctx, request.body),
  );

  app.post(
    '/api/accounts/password/change/',
    { preHandler: app.requireUser, schema: { body: body(passwordChangeRequestSchema), response: answers({ 200: passwordChangedSchema }) } },
    async (request) => changePassword(ctx, currentUser(request), request.sessionId!, request.body),
  );

  app.get('/api/accounts/profile/', { preHandler: app.requireUser, schema: { response: answers({ 200: accountUserSchema }) } }, async (request) =>
    loadAccountUser(ctx.db, currentUser(request), ctx.now()),
  );

  const updateOptions = { preHandler: app.requireUser, schema: { body: body(profileUpdateRequestSchema), response: answers({ 200: accountUserSchema }) } };
  app.put('/api/accounts/profile/', updateOptions, async (request) => updateProfile(ctx, currentUser(request), request.body));
  app.patch('/api/accounts/profile/', updateOptions, async (request) => updateProfile(ctx, currentUser(request), request.body));

  app.post(
    '/api/accounts/contact/',
    { preHandler: app.optionalUser, schema: { body: body(contactRequestSchema), response: answers({ 201: detailAnswerSchema }) } },
    async (request, reply) => {
      const answer = await sendContactMessage(ctx, request.body, { userId: request.user?.id ?? null, ip: request.ip });
      return reply.code(201).send(answer);
    },
  );
}
