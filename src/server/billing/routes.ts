import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCheckoutSessionSchema,
  createDirectSubscriptionSchema,
  createTrialSubscriptionSchema,
  createTrialWithPaymentMethodSchema,
  customerPortalSchema,
  demoConfirmSetupSchema,
  retrievePaymentMethodSchema,
  previewPlanChangeQuerySchema,
  subscriptionQuerySchema,
  updateSubscriptionSchema,
  type PaymentsConfigAnswer,
  type PlansAnswer,
} from '../../domain/billing/api.js';
import { plans } from '../../domain/billing/plans.js';
import { currentUser } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import { answers } from '../http/response-schemas.js';
import {
  cancelSubscription,
  cancelTrialRenewal,
  confirmDemoSetup,
  createCheckoutSession,
  createDirectSubscription,
  createSetupIntent,
  getSubscription,
  getTrialEligibility,
  openCustomerPortal,
  paymentHistory,
  previewPlanChange,
  resumeSubscription,
  retrievePaymentMethod,
  retryDemoPayment,
  startTrial,
  updateSubscriptionPlan,
  type BillingContext,
} from './operations.js';
import {
  checkoutSessionSchema,
  createdAnswers,
  historySchema,
  paymentMethodSchema,
  paymentsConfigSchema,
  plansSchema,
  setupIntentSchema,
  subscriptionAnswerSchema,
  successAnswers,
  trialEligibilitySchema,
} from './response-schemas.js';

/** A missing (or non-object) body reads as `{}`, so that each missing field gets its own French message. */
function body<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), schema);
}

/** The payments calls of spec §7 under /api/payments/. Thin: each calls one operation. */
export async function billingRoutes(root: FastifyInstance, opts: { ctx: BillingContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const signedIn = { preHandler: app.requireUser, schema: { response: successAnswers } };

  // Subscription state is personal and changes with every payment: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/payments/config/', { schema: { response: answers({ 200: paymentsConfigSchema }) } }, async (): Promise<PaymentsConfigAnswer> => ({
    mode: ctx.provider.kind,
    publishable_key: ctx.provider.publishableKey,
  }));

  app.get('/api/payments/plans/', { schema: { response: answers({ 200: plansSchema }) } }, async (): Promise<PlansAnswer> => plans);

  app.get(
    '/api/payments/subscription/',
    { ...signedIn, schema: { querystring: subscriptionQuerySchema, response: answers({ 200: subscriptionAnswerSchema }) } },
    async (request) => getSubscription(ctx, currentUser(request), { force: request.query.fresh !== undefined }),
  );

  app.get(
    '/api/payments/subscription/preview-change/',
    { ...signedIn, schema: { querystring: previewPlanChangeQuerySchema, response: successAnswers } },
    async (request) => previewPlanChange(ctx, currentUser(request), request.query.plan_type),
  );

  app.post('/api/payments/subscription/resume/', signedIn, async (request) => resumeSubscription(ctx, currentUser(request)));

  app.get('/api/payments/trial-eligibility/', { ...signedIn, schema: { response: answers({ 200: trialEligibilitySchema }) } }, async (request) =>
    getTrialEligibility(ctx, currentUser(request)),
  );

  app.post('/api/payments/create-setup-intent/', { ...signedIn, schema: { response: answers({ 200: setupIntentSchema }) } }, async (request) =>
    createSetupIntent(ctx, currentUser(request)),
  );

  app.post(
    '/api/payments/retrieve-payment-method-from-setup-intent/',
    { ...signedIn, schema: { body: body(retrievePaymentMethodSchema), response: answers({ 200: paymentMethodSchema }) } },
    async (request) => retrievePaymentMethod(ctx, currentUser(request), request.body.setup_intent_id),
  );

  app.post(
    '/api/payments/create-trial-subscription/',
    { ...signedIn, schema: { body: body(createTrialSubscriptionSchema), response: createdAnswers } },
    async (request, reply) => reply.code(201).send(await startTrial(ctx, currentUser(request), {})),
  );

  app.post(
    '/api/payments/create-trial-with-payment-method/',
    { ...signedIn, schema: { body: body(createTrialWithPaymentMethodSchema), response: createdAnswers } },
    async (request, reply) => reply.code(201).send(await startTrial(ctx, currentUser(request), { paymentMethodId: request.body.payment_method_id })),
  );

  app.post(
    '/api/payments/create-direct-subscription/',
    { ...signedIn, schema: { body: body(createDirectSubscriptionSchema), response: createdAnswers } },
    async (request, reply) =>
      reply.code(201).send(
        await createDirectSubscription(ctx, currentUser(request), {
          planType: request.body.subscription_type,
          paymentMethodId: request.body.payment_method_id,
        }),
      ),
  );

  app.post(
    '/api/payments/create-checkout-session/',
    { ...signedIn, schema: { body: body(createCheckoutSessionSchema), response: answers({ 200: checkoutSessionSchema }) } },
    async (request) => createCheckoutSession(ctx, currentUser(request), { planType: request.body.subscription_type, direct: request.body.direct }),
  );

  app.put('/api/payments/subscription/update/', { ...signedIn, schema: { body: body(updateSubscriptionSchema), response: successAnswers } }, async (request) =>
    updateSubscriptionPlan(ctx, currentUser(request), request.body.plan_type, { prorationDate: request.body.proration_date }),
  );

  app.post('/api/payments/subscription/cancel/', signedIn, async (request) => cancelSubscription(ctx, currentUser(request)));

  app.delete('/api/payments/subscription-schedule/', signedIn, async (request) => cancelTrialRenewal(ctx, currentUser(request)));

  app.get('/api/payments/history/', { ...signedIn, schema: { response: answers({ 200: historySchema }) } }, async (request) =>
    paymentHistory(ctx, currentUser(request)),
  );

  app.post('/api/payments/customer-portal/', { ...signedIn, schema: { body: body(customerPortalSchema), response: successAnswers } }, async (request) =>
    openCustomerPortal(ctx, currentUser(request), request.body.return_url),
  );

  // The demo card form's stand-in for the provider confirming a setup intent.
  app.post('/api/payments/demo/confirm-setup/', { ...signedIn, schema: { body: body(demoConfirmSetupSchema), response: successAnswers } }, async (request) => {
    if (ctx.provider.kind !== 'demo') throw notFound();
    return confirmDemoSetup(ctx, currentUser(request), request.body);
  });

  // The demo's card update for a past_due subscription: the new card pays the open renewal now.
  app.post('/api/payments/demo/retry-payment/', signedIn, async (request) => {
    if (ctx.provider.kind !== 'demo') throw notFound();
    return retryDemoPayment(ctx, currentUser(request));
  });
}
