import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { billingServerMessages as m } from '../../domain/billing/messages.js';
import type { Database } from '../db/client.js';
import { webhookEvents } from '../db/schema/billing.js';
import { detailError } from '../http/errors.js';
import { answers, looseObject } from '../http/response-schemas.js';
import type { Mailer } from '../mail/plugin.js';
import { STRIPE_API_VERSION, type StripeProvider } from './stripe-provider.js';

/**
 * The event types we act on. Every one of them leads to the same step: re-read the
 * subscription it concerns from Stripe and upsert our copy. Other types are acknowledged and
 * ignored (an endpoint configured with more events must not make Stripe retry forever).
 */
export const handledEventTypes = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'customer.subscription.pending_update_applied',
  'customer.subscription.pending_update_expired',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'invoice.voided',
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'subscription_schedule.completed',
]);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? undefined));

/** The subscription an event concerns, whatever the object it carries. */
export function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown> & { object?: string };
  switch (object.object) {
    case 'subscription':
      return object.id as string;
    case 'invoice': {
      // Since 2025-03-31 (basil) `parent.subscription_details.subscription`; an endpoint on an
      // older API version still sends the top-level `subscription`.
      const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } | null } | null;
      return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription as string | { id: string } | null | undefined);
    }
    case 'subscription_schedule':
      return idOf(object.subscription as string | { id: string } | null) ?? idOf(object.released_subscription as string | null);
    case 'checkout.session':
      return idOf(object.subscription as string | { id: string } | null);
    default:
      return undefined;
  }
}

/** `{received: true}`, flagged `ignored` or `duplicate` when nothing was done. */
const webhookAnswerSchema = looseObject({ received: z.literal(true), ignored: z.boolean().optional(), duplicate: z.boolean().optional() });

/** Stripe's answer for an id it does not have (a test event, an object of another account or one deleted). */
function isUnknownToStripe(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';
}

/**
 * POST /api/payments/webhook/: signature checked on the raw body, each event processed once.
 * An event about an object Stripe no longer knows (or never did: a dashboard test event) is
 * acknowledged and logged once: a 4xx/5xx would make Stripe retry it for days.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, opts: { db: Database; provider: StripeProvider; webhookSecret?: string; mailer: Mailer }) {
  // Only this route sees the raw bytes: the signature covers them exactly as sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/payments/webhook/', { schema: { response: answers({ 200: webhookAnswerSchema }) } }, async (request, reply) => {
    if (!opts.webhookSecret) throw detailError(503, m.webhookNotConfigured, 'webhook_not_configured');
    const signature = request.headers['stripe-signature'];
    const raw = request.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) throw detailError(400, m.webhookSignature, 'invalid_signature');
    let event: Stripe.Event;
    try {
      event = opts.provider.stripe.webhooks.constructEvent(raw, signature, opts.webhookSecret);
    } catch {
      throw detailError(400, m.webhookSignature, 'invalid_signature');
    }
    if (!handledEventTypes.has(event.type)) return reply.send({ received: true, ignored: true });
    // The shapes we read belong to the pinned version (docs/configuration.md): say so when the endpoint's differs.
    if (event.api_version && event.api_version !== STRIPE_API_VERSION) {
      request.log.warn(
        { eventId: event.id, apiVersion: event.api_version, pinned: STRIPE_API_VERSION },
        'stripe webhook: endpoint API version differs from the pinned one',
      );
    }

    // The event's record and its sync commit together: a crash in between leaves neither, and
    // Stripe's retry processes the event again. A concurrent duplicate waits on the row lock.
    const subscriptionId = subscriptionIdOf(event);
    const processed = await opts.db.transaction(async (tx) => {
      const inserted = await tx.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: webhookEvents.id });
      if (inserted.length === 0) return 'duplicate' as const;
      if (!subscriptionId) return 'done' as const;
      try {
        // A savepoint: the event stays recorded (a retry is a duplicate) when Stripe does not know the object.
        await tx.transaction((sync) => opts.provider.syncSubscription(sync, subscriptionId));
      } catch (err) {
        if (!isUnknownToStripe(err)) throw err;
        request.log.warn({ eventId: event.id, type: event.type, subscriptionId }, 'stripe webhook: object unknown to Stripe, acknowledged and ignored');
        return 'unknown' as const;
      }
      return 'done' as const;
    });
    if (processed === 'duplicate') return reply.send({ received: true, duplicate: true });
    if (processed === 'unknown') return reply.send({ received: true, ignored: true });
    opts.mailer.kick();
    return reply.send({ received: true });
  });
}
