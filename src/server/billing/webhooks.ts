import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { billingServerMessages as m } from '../../domain/billing/messages.js';
import type { Database } from '../db/client.js';
import { webhookEvents } from '../db/schema/billing.js';
import { detailError } from '../http/errors.js';
import { answers, looseObject } from '../http/response-schemas.js';
import type { Mailer } from '../mail/plugin.js';
import type { StripeProvider } from './stripe-provider.js';

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
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
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
      const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } | null } | null;
      return idOf(parent?.subscription_details?.subscription);
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

/** POST /api/payments/webhook/: signature checked on the raw body, each event processed once. */
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

    // The event's record and its sync commit together: a crash in between leaves neither, and
    // Stripe's retry processes the event again. A concurrent duplicate waits on the row lock.
    const subscriptionId = subscriptionIdOf(event);
    const processed = await opts.db.transaction(async (tx) => {
      const inserted = await tx.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: webhookEvents.id });
      if (inserted.length === 0) return false;
      if (subscriptionId) await opts.provider.syncSubscription(tx, subscriptionId);
      return true;
    });
    if (!processed) return reply.send({ received: true, duplicate: true });
    opts.mailer.kick();
    return reply.send({ received: true });
  });
}
