import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeObject, stripePart } from './stripe-objects.js';

/**
 * A local HTTP stand-in for the Stripe endpoints the app calls, so that the official SDK runs
 * unchanged against it (STRIPE_API_URL). Its objects have Stripe's full shape for the pinned API
 * version (stripe-objects.ts; checked in stripe-emulator-schema.test.ts), and it keeps Stripe's
 * rules in their strict form, each one a refusal or a lifecycle Stripe documents:
 * - a subscription attached to a schedule refuses any change of its cancellation
 *   (`cancel_at_period_end`, `cancel_at`): the schedule's end behaviour is changed, or it is released;
 * - a renewal (or the trial's conversion) first makes a draft invoice and updates the
 *   subscription; the charge comes when the invoice is finalised, about an hour later
 *   (`finalizeInvoice`), and ends paid or failed (the subscription then past_due);
 * - `payment_behavior: 'pending_if_incomplete'` accepts only the parameters Stripe lists for
 *   pending updates; a change whose payment fails or needs 3-D Secure is not applied but kept
 *   in `pending_update` until the invoice is paid (`confirmPayment`) or the update expires;
 *   without it a declined change is applied and the subscription goes past_due;
 * - a negative invoice total (a downgrade's credit) goes to the customer's balance, and every
 *   finalised invoice uses that balance first.
 * It records every request and every answer, and emits the events Stripe would send.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type Obj = Record<string, unknown> & { id: string };
type Outcome = 'succeed' | 'decline' | 'require_action';

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const HOUR = 3600;

/** Decodes Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[i + 1]!) || keys[i + 1] === '';
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}

class NotFound extends Error {}
class InvalidRequest extends Error {
  constructor(
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** What Stripe accepts with `payment_behavior: 'pending_if_incomplete'` (its pending-updates reference). */
const PENDING_UPDATE_PARAMS = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'cancel_at_period_end',
]);

export async function startStripeEmulator(options: { now: () => Date }) {
  const requests: RecordedRequest[] = [];
  const answers: unknown[] = [];
  const events: Obj[] = [];
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const schedules = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const idempotent = new Map<string, unknown>();
  let nextPayment: Outcome = 'succeed';
  let outage = 0;
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  const product = 'prod_cvsuisse';
  const newPrice = (priceId: string, amount: number, interval: string, count: number, active = true): Obj =>
    stripeObject('price', {
      id: priceId,
      active,
      currency: 'eur',
      unit_amount: amount,
      unit_amount_decimal: String(amount),
      product,
      created: seconds(),
      recurring: stripePart('Prices:Price.Recurring', { interval, interval_count: count, usage_type: 'licensed' }),
      type: 'recurring',
      billing_scheme: 'per_unit',
      tax_behavior: 'unspecified',
    });
  const addPrice = (priceId: string, amount: number, interval: string, count: number) => prices.set(priceId, newPrice(priceId, amount, interval, count));
  addPrice('price_monthly', 1499, 'month', 1);
  addPrice('price_quarterly', 3999, 'month', 3);
  addPrice('price_annual', 8999, 'year', 1);

  const get = <T extends Obj>(map: Map<string, Obj>, key: string): T => {
    const found = map.get(key);
    if (!found) throw new NotFound(key);
    return found as T;
  };
  const itemOf = (sub: Obj) => (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
  const clone = <T>(value: T): T => structuredClone(value);

  function emit(type: string, object: Obj, previous?: Record<string, unknown>) {
    events.push(
      stripeObject('event', {
        id: id('evt'),
        api_version: '2026-10-28.endive',
        created: seconds(),
        type,
        data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      }),
    );
  }

  function addPeriod(start: number, recurring: { interval: string; interval_count: number | string }): number {
    const count = Number(recurring.interval_count);
    if (recurring.interval === 'day') return start + count * 86_400;
    const d = new Date(start * 1000);
    d.setUTCMonth(d.getUTCMonth() + (recurring.interval === 'year' ? 12 : 1) * count);
    return Math.floor(d.getTime() / 1000);
  }

  function priceFrom(item: Record<string, unknown>): Obj {
    if (typeof item.price === 'string') return get(prices, item.price);
    const data = item.price_data as { currency: string; product: string; unit_amount: string; recurring: { interval: string; interval_count: string } };
    if (data.product !== product) throw new InvalidRequest(`No such product: '${data.product}'`, 'price_data[product]');
    const price = newPrice(id('price'), Number(data.unit_amount), data.recurring.interval, Number(data.recurring.interval_count), false);
    prices.set(price.id, price);
    return price;
  }

  function line(
    sub: Obj,
    invoiceId: string,
    amount: number,
    description: string,
    period: { start: number; end: number },
    proration: boolean,
  ): Record<string, unknown> {
    return stripePart('InvoiceLineItems:InvoiceLineItem', {
      id: id('il'),
      object: 'line_item',
      amount,
      currency: 'eur',
      description,
      discountable: true,
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      parent: stripePart('InvoiceLineItems:InvoiceLineItem.Parent', {
        type: 'subscription_item_details',
        subscription_item_details: stripePart('InvoiceLineItems:InvoiceLineItem.Parent.SubscriptionItemDetails', {
          proration,
          subscription: sub.id,
          subscription_item: itemOf(sub).id,
        }),
      }),
      period,
      pricing: { type: 'price_details', price_details: { price: (itemOf(sub).price as Obj).id, product }, unit_amount_decimal: String(amount) },
      quantity: 1,
      quantity_decimal: '1',
      subtotal: amount,
    });
  }

  /** A draft invoice of a subscription; its total takes the customer's balance when finalised. */
  function draftInvoice(
    sub: Obj,
    lines: Array<{ amount: number; description: string; period: { start: number; end: number }; proration: boolean }>,
    reason: string,
  ): Obj {
    const customer = get(customers, sub.customer as string);
    const invoiceId = id('in');
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const invoice = stripeObject('invoice', {
      id: invoiceId,
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      currency: 'eur',
      created: seconds(),
      status: 'draft',
      billing_reason: reason,
      collection_method: 'charge_automatically',
      auto_advance: true,
      subtotal: total,
      subtotal_excluding_tax: total,
      total,
      total_excluding_tax: total,
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      starting_balance: 0,
      ending_balance: null,
      period_start: Math.min(...lines.map((l) => l.period.start)),
      period_end: Math.max(...lines.map((l) => l.period.end)),
      automatically_finalizes_at: seconds() + HOUR,
      status_transitions: stripePart('Invoices:Invoice.StatusTransitions', {}),
      lines: {
        object: 'list',
        data: lines.map((l) => line(sub, invoiceId, l.amount, l.description, l.period, l.proration)),
        has_more: false,
        url: `/v1/invoices/${invoiceId}/lines`,
      },
      parent: stripePart('Invoices:Invoice.Parent', {
        type: 'subscription_details',
        subscription_details: stripePart('Invoices:Invoice.Parent.SubscriptionDetails', { subscription: sub.id, metadata: clone(sub.metadata) }),
      }),
      confirmation_secret: null,
    }) as Obj;
    invoices.set(invoice.id, invoice);
    emit('invoice.created', invoice);
    return invoice;
  }

  /**
   * Finalises an invoice and attempts its payment, as Stripe does at creation (at once) or at a
   * renewal (an hour after the draft). The customer's balance is applied first; a negative total
   * is credited to it. Answers whether the invoice ended paid.
   */
  function finalizeAndCharge(invoice: Obj, paymentMethod: string | null): boolean {
    const customer = get(customers, invoice.customer as string);
    const balance = Number(customer.balance ?? 0);
    const total = Number(invoice.total);
    const due = Math.max(0, total + balance);
    const ending = Math.min(0, total + balance);
    Object.assign(invoice, {
      status: 'open',
      starting_balance: balance,
      ending_balance: ending,
      amount_due: due,
      amount_remaining: due,
      number: `CVS-${String(invoices.size).padStart(4, '0')}`,
      effective_at: seconds(),
      hosted_invoice_url: `https://invoice.stripe.test/${invoice.id}`,
      invoice_pdf: `https://invoice.stripe.test/${invoice.id}.pdf`,
      automatically_finalizes_at: null,
      status_transitions: { ...(invoice.status_transitions as object), finalized_at: seconds() },
    });
    customer.balance = ending;
    emit('invoice.finalized', invoice);
    if (due === 0) return markPaid(invoice);
    const outcome = paymentMethod ? nextPayment : 'require_action';
    nextPayment = 'succeed';
    Object.assign(invoice, { attempted: true, attempt_count: Number(invoice.attempt_count ?? 0) + 1 });
    if (outcome === 'succeed') return markPaid(invoice);
    // The invoice's payment: declined (a new card is needed) or waiting for 3-D Secure.
    const piId = id('pi');
    const intent = stripeObject('payment_intent', {
      id: piId,
      amount: due,
      currency: 'eur',
      created: seconds(),
      customer: invoice.customer,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      payment_method: paymentMethod,
      payment_method_types: ['card'],
      status: outcome === 'decline' ? 'requires_payment_method' : 'requires_action',
      last_payment_error:
        outcome === 'decline' ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } : null,
      next_action: outcome === 'require_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      client_secret: `${piId}_secret_${randomBytes(6).toString('hex')}`,
    }) as Obj;
    paymentIntents.set(piId, intent);
    invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    invoice.next_payment_attempt = outcome === 'decline' ? seconds() + 3 * 86_400 : null;
    emit(outcome === 'decline' ? 'invoice.payment_failed' : 'invoice.payment_action_required', invoice);
    return false;
  }

  function markPaid(invoice: Obj): true {
    const secret = (invoice.confirmation_secret as { client_secret?: string } | null)?.client_secret;
    const intent = secret ? paymentIntents.get(secret.split('_secret_')[0]!) : undefined;
    if (intent) Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null, next_action: null });
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      next_payment_attempt: null,
      status_transitions: { ...(invoice.status_transitions as object), paid_at: seconds() },
    });
    emit('invoice.paid', invoice);
    return true;
  }

  function paymentMethodOf(sub: Obj): string | null {
    return (sub.default_payment_method as string | null) ?? defaultPaymentMethod(sub.customer as string) ?? null;
  }

  function newSubscription(customer: string, price: Obj, metadata: Record<string, unknown>, paymentMethod: string | undefined, schedule: string | null): Obj {
    const start = seconds();
    const subId = id('sub');
    const sub = stripeObject('subscription', {
      id: subId,
      customer,
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      currency: 'eur',
      collection_method: 'charge_automatically',
      status: 'incomplete',
      metadata: { ...metadata },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      schedule,
      default_payment_method: paymentMethod ?? null,
      latest_invoice: null,
      pending_update: null,
      items: {
        object: 'list',
        data: [
          stripePart('SubscriptionItems:SubscriptionItem', {
            id: id('si'),
            object: 'subscription_item',
            created: start,
            metadata: {},
            price,
            plan: planOf(price),
            quantity: 1,
            subscription: subId,
            current_period_start: start,
            current_period_end: addPeriod(start, price.recurring as never),
          }),
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
    }) as Obj;
    subscriptions.set(sub.id, sub);
    const item = itemOf(sub);
    const invoice = draftInvoice(
      sub,
      [{ amount: price.unit_amount as number, description: `1 × CV Suisse`, period: { start, end: Number(item.current_period_end) }, proration: false }],
      'subscription_create',
    );
    sub.latest_invoice = invoice.id;
    // A subscription's first invoice is finalised at once (charge_automatically).
    sub.status = finalizeAndCharge(invoice, paymentMethod ?? null) ? 'active' : 'incomplete';
    emit('customer.subscription.created', sub);
    return sub;
  }

  function endSubscriptionNow(sub: Obj) {
    Object.assign(sub, { status: 'canceled', ended_at: seconds(), canceled_at: seconds(), cancel_at_period_end: false, cancel_at: null });
    emit('customer.subscription.deleted', sub);
  }

  function cancelSchedule(schedule: Obj) {
    Object.assign(schedule, { status: 'canceled', canceled_at: seconds(), current_phase: null });
    emit('subscription_schedule.canceled', schedule);
  }

  const defaultPaymentMethod = (customer: string): string | undefined =>
    (get(customers, customer).invoice_settings as { default_payment_method?: string | null } | undefined)?.default_payment_method ?? undefined;

  function expand(object: Obj, wanted: string[]): Obj {
    const copy = clone(object);
    for (const path of wanted) {
      const [head, ...rest] = path.split('.');
      const value = copy[head!];
      const source =
        head === 'latest_invoice'
          ? invoices
          : head === 'customer'
            ? customers
            : head === 'schedule'
              ? schedules
              : head === 'subscription'
                ? subscriptions
                : undefined;
      if (source && typeof value === 'string') copy[head!] = source.get(value) ? clone(source.get(value)!) : value;
      if (rest.length && copy[head!] && typeof copy[head!] === 'object') copy[head!] = expand(copy[head!] as Obj, [rest.join('.')]);
    }
    return copy;
  }
  const expansions = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

  function schedulePhaseFrom(phase: Record<string, unknown>, start: number, end: number): Record<string, unknown> {
    const items = (phase.items as Array<Record<string, unknown>>).map((item) =>
      stripePart('SubscriptionSchedules:SubscriptionSchedule.Phase.Item', { price: priceFrom(item).id, quantity: 1, metadata: {}, plan: priceFrom(item).id }),
    );
    return stripePart('SubscriptionSchedules:SubscriptionSchedule.Phase', {
      start_date: start,
      end_date: end,
      items,
      metadata: { ...((phase.metadata as object) ?? {}) },
      currency: 'eur',
      proration_behavior: 'create_prorations',
      billing_cycle_anchor: null,
    });
  }

  function phaseEnd(start: number, phase: Record<string, unknown>): number {
    if (phase.end_date !== undefined) return Number(phase.end_date);
    const duration = phase.duration as { interval: string; interval_count: string } | undefined;
    if (!duration) throw new InvalidRequest('Each phase needs an end_date or a duration.', 'phases');
    return addPeriod(start, duration);
  }

  function currentPhase(schedule: Obj) {
    const now = seconds();
    const phases = schedule.phases as Array<{ start_date: number; end_date: number }>;
    return phases.find((p) => p.start_date <= now && now < p.end_date) ?? phases[0]!;
  }

  function releaseSchedule(schedule: Obj) {
    const sub = get(subscriptions, schedule.subscription as string);
    Object.assign(schedule, { status: 'released', released_subscription: sub.id, subscription: null, released_at: seconds(), current_phase: null });
    sub.schedule = null;
    emit('subscription_schedule.released', schedule);
    emit('customer.subscription.updated', sub);
  }

  /** Stripe refuses, for a subscription its schedule manages, any change of how it ends. */
  function refuseCancellationOnSchedule(sub: Obj, body: Record<string, unknown>) {
    if (!sub.schedule) return;
    if (['cancel_at_period_end', 'cancel_at', 'cancellation_details'].some((key) => body[key] !== undefined)) {
      throw new InvalidRequest(
        `The subscription is managed by the subscription schedule \`${sub.schedule as string}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      );
    }
  }

  function setCancellation(sub: Obj, on: boolean) {
    const item = itemOf(sub);
    Object.assign(sub, { cancel_at_period_end: on, cancel_at: on ? item.current_period_end : null, canceled_at: on ? seconds() : null });
  }

  /** A change of price billed at once (`always_invoice`), prorated by the second at `at`. */
  function prorationLines(sub: Obj, price: Obj, at: number, anchorNow: boolean) {
    const item = itemOf(sub);
    const oldPrice = item.price as Obj;
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    const unused = end > at && end > start ? Math.min(1, (end - at) / (end - start)) : 0;
    const credit = Math.round(Number(oldPrice.unit_amount) * unused);
    const newEnd =
      anchorNow ||
      (price.recurring as { interval: string }).interval !== (oldPrice.recurring as { interval: string }).interval ||
      Number((price.recurring as { interval_count: number }).interval_count) !== Number((oldPrice.recurring as { interval_count: number }).interval_count)
        ? addPeriod(at, price.recurring as never)
        : end;
    return {
      lines: [
        ...(credit > 0 ? [{ amount: -credit, description: 'Temps non utilisé', period: { start: at, end }, proration: true }] : []),
        { amount: Number(price.unit_amount), description: '1 × CV Suisse', period: { start: at, end: newEnd }, proration: false },
      ],
      newEnd,
    };
  }

  /** The legacy plan view of a price, which Stripe still puts on subscription items. */
  const planOf = (price: Obj) => {
    const recurring = price.recurring as { interval: string; interval_count: number };
    return {
      id: price.id,
      object: 'plan',
      active: price.active,
      amount: price.unit_amount,
      currency: price.currency,
      interval: recurring.interval,
      interval_count: recurring.interval_count,
      product,
    };
  };

  function applyItemChange(sub: Obj, price: Obj, start: number, end: number) {
    Object.assign(itemOf(sub), { price, plan: planOf(price), current_period_start: start, current_period_end: end });
    sub.billing_cycle_anchor = start;
  }

  function route(method: string, path: string, body: Record<string, unknown>, query: Record<string, unknown>): unknown {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = stripeObject('customer', {
        id: id('cus'),
        email: body.email ?? null,
        name: body.name ?? null,
        created: seconds(),
        metadata: body.metadata ?? {},
        preferred_locales: body.preferred_locales ?? [],
        balance: 0,
        currency: 'eur',
        invoice_settings: stripePart('Customers:Customer.InvoiceSettings', { default_payment_method: null }),
      }) as Obj;
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([\w]+)$/))) return get(customers, m[1]!);
    if (method === 'GET' && (m = path.match(/^\/v1\/prices\/([\w]+)$/))) return get(prices, m[1]!);
    if (method === 'POST' && path === '/v1/setup_intents') {
      get(customers, body.customer as string);
      const intentId = id('seti');
      const intent = stripeObject('setup_intent', {
        id: intentId,
        customer: body.customer,
        created: seconds(),
        status: 'requires_payment_method',
        usage: body.usage ?? 'off_session',
        payment_method: null,
        payment_method_types: ['card', 'paypal'],
        allowed_payment_method_types: ['card', 'paypal'],
        metadata: body.metadata ?? {},
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
      }) as Obj;
      setupIntents.set(intent.id, intent);
      return intent;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/setup_intents\/([\w]+)$/))) return get(setupIntents, m[1]!);
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_methods\/([\w]+)$/))) return get(paymentMethods, m[1]!);
    if (method === 'POST' && path === '/v1/subscription_schedules' && body.from_subscription) {
      // Stripe accepts no other parameter with from_subscription.
      const others = Object.keys(body).filter((k) => k !== 'from_subscription' && k !== 'expand');
      if (others.length) throw new InvalidRequest(`You cannot set '${others[0]}' if 'from_subscription' is set.`, others[0]);
      const sub = get(subscriptions, body.from_subscription as string);
      if (sub.schedule) throw new InvalidRequest(`The subscription ${sub.id} is already attached to a schedule.`);
      const item = itemOf(sub);
      const phases = [
        schedulePhaseFrom(
          { items: [{ price: (item.price as Obj).id }], metadata: sub.metadata },
          Number(item.current_period_start),
          Number(item.current_period_end),
        ),
      ];
      const schedule = stripeObject('subscription_schedule', {
        id: id('sub_sched'),
        customer: sub.customer,
        created: seconds(),
        status: 'active',
        end_behavior: 'release',
        phases,
        current_phase: stripePart('SubscriptionSchedules:SubscriptionSchedule.CurrentPhase', {
          start_date: phases[0]!.start_date,
          end_date: phases[0]!.end_date,
        }),
        subscription: sub.id,
        default_settings: stripePart('SubscriptionSchedules:SubscriptionSchedule.DefaultSettings', { collection_method: 'charge_automatically' }),
      }) as Obj;
      schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      emit('subscription_schedule.created', schedule);
      return schedule;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)$/))) return get(schedules, m[1]!);
    if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)$/))) {
      const schedule = get(schedules, m[1]!);
      if (schedule.status !== 'active' && schedule.status !== 'not_started')
        throw new InvalidRequest(`You cannot update a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`);
      if (Array.isArray(body.phases)) {
        const phases = body.phases as Array<Record<string, unknown>>;
        const running = currentPhase(schedule);
        // Stripe requires the running phase to keep its start date.
        if (Number(phases[0]!.start_date) !== running.start_date)
          throw new InvalidRequest('You can not modify the start date of the current phase.', 'phases[0][start_date]');
        let start = running.start_date;
        schedule.phases = phases.map((phase) => {
          const end = phaseEnd(start, phase);
          const made = schedulePhaseFrom(phase, start, end);
          start = end;
          return made;
        });
      }
      if (body.end_behavior) {
        if (body.end_behavior !== 'release' && body.end_behavior !== 'cancel')
          throw new InvalidRequest(`Invalid end_behavior: ${JSON.stringify(body.end_behavior)}`, 'end_behavior');
        schedule.end_behavior = body.end_behavior;
      }
      if (body.metadata) schedule.metadata = { ...(schedule.metadata as object), ...body.metadata };
      emit('subscription_schedule.updated', schedule);
      return schedule;
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const customer = body.customer as string;
      get(customers, customer);
      const phases = body.phases as Array<Record<string, unknown>>;
      const settings = (body.default_settings ?? {}) as { default_payment_method?: string };
      const scheduleId = id('sub_sched');
      const first = phases[0]!;
      const sub = newSubscription(
        customer,
        priceFrom((first.items as Array<Record<string, unknown>>)[0]!),
        (first.metadata ?? {}) as Record<string, unknown>,
        settings.default_payment_method ?? defaultPaymentMethod(customer),
        scheduleId,
      );
      let start = Number(itemOf(sub).current_period_start);
      const made = phases.map((phase) => {
        const end = phaseEnd(start, phase);
        const result = schedulePhaseFrom(phase, start, end);
        start = end;
        return result;
      });
      const schedule = stripeObject('subscription_schedule', {
        id: scheduleId,
        customer,
        created: seconds(),
        status: 'active',
        end_behavior: body.end_behavior ?? 'release',
        metadata: body.metadata ?? {},
        phases: made,
        current_phase: stripePart('SubscriptionSchedules:SubscriptionSchedule.CurrentPhase', { start_date: made[0]!.start_date, end_date: made[0]!.end_date }),
        subscription: sub.id,
        default_settings: stripePart('SubscriptionSchedules:SubscriptionSchedule.DefaultSettings', {
          collection_method: 'charge_automatically',
          default_payment_method: settings.default_payment_method ?? null,
        }),
      }) as Obj;
      schedules.set(schedule.id, schedule);
      emit('subscription_schedule.created', schedule);
      return schedule;
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)\/release$/))) {
      const schedule = get(schedules, m[1]!);
      if (schedule.status !== 'active')
        throw new InvalidRequest(`You cannot release a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`);
      releaseSchedule(schedule);
      return schedule;
    }
    // Immediate cancellation (account erasure): the schedule and its subscription end now.
    if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)\/cancel$/))) {
      const schedule = get(schedules, m[1]!);
      if (schedule.status !== 'active' && schedule.status !== 'not_started')
        throw new InvalidRequest(`The schedule ${schedule.id} is ${String(schedule.status)}.`);
      cancelSchedule(schedule);
      if (schedule.subscription) endSubscriptionNow(get(subscriptions, schedule.subscription as string));
      return schedule;
    }
    if (method === 'DELETE' && (m = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const sub = get(subscriptions, m[1]!);
      if (sub.status === 'canceled') throw new InvalidRequest(`No such subscription: '${sub.id}' is already canceled.`);
      // (The app cancels a subscription run by a schedule through the schedule, above.)
      if (sub.schedule) cancelSchedule(get(schedules, sub.schedule as string));
      endSubscriptionNow(sub);
      return sub;
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = body.customer as string;
      get(customers, customer);
      const items = body.items as Array<Record<string, unknown>>;
      const sub = newSubscription(
        customer,
        priceFrom(items[0]!),
        (body.metadata ?? {}) as Record<string, unknown>,
        (body.default_payment_method as string) ?? defaultPaymentMethod(customer),
        null,
      );
      return expand(sub, expansions(body.expand));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) return expand(get(subscriptions, m[1]!), expansions(query.expand));
    if (method === 'GET' && path === '/v1/subscriptions') {
      const wanted = expansions(query.expand).map((e) => e.replace(/^data\./, ''));
      const all = [...subscriptions.values()].filter((sub) => sub.customer === query.customer && (query.status === 'all' || sub.status !== 'canceled'));
      const data = all
        .reverse()
        .slice(0, Number(query.limit ?? 10))
        .map((sub) => expand(sub, wanted));
      return { object: 'list', url: '/v1/subscriptions', has_more: false, data };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) return updateSubscription(get(subscriptions, m[1]!), body);
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      // The invoice a subscription change would produce now; nothing is stored.
      const sub = get(subscriptions, body.subscription as string);
      if (sub.customer !== body.customer) throw new InvalidRequest('The subscription does not belong to this customer.');
      const details = (body.subscription_details ?? {}) as { items?: Array<Record<string, unknown>>; proration_date?: string; billing_cycle_anchor?: unknown };
      const price = details.items?.[0] ? priceFrom(details.items[0]) : (itemOf(sub).price as Obj);
      const { lines } = prorationLines(
        sub,
        price,
        details.proration_date ? Number(details.proration_date) : seconds(),
        details.billing_cycle_anchor !== undefined,
      );
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      const balance = Number(get(customers, sub.customer as string).balance ?? 0);
      const previewId = `upcoming_${sub.id}`;
      return stripeObject('invoice', {
        id: previewId,
        customer: sub.customer,
        currency: 'eur',
        created: seconds(),
        status: 'draft',
        billing_reason: 'upcoming',
        subtotal: total,
        subtotal_excluding_tax: total,
        total,
        total_excluding_tax: total,
        starting_balance: balance,
        ending_balance: Math.min(0, total + balance),
        amount_due: Math.max(0, total + balance),
        amount_remaining: Math.max(0, total + balance),
        amount_paid: 0,
        period_start: seconds(),
        period_end: seconds(),
        status_transitions: stripePart('Invoices:Invoice.StatusTransitions', {}),
        lines: {
          object: 'list',
          data: lines.map((l) => line(sub, previewId, l.amount, l.description, l.period, l.proration)),
          has_more: false,
          url: `/v1/invoices/${previewId}/lines`,
        },
        parent: stripePart('Invoices:Invoice.Parent', {
          type: 'subscription_details',
          subscription_details: stripePart('Invoices:Invoice.Parent.SubscriptionDetails', { subscription: sub.id, metadata: clone(sub.metadata) }),
        }),
      });
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/invoices\/([\w]+)$/))) return get(invoices, m[1]!);
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([\w]+)$/))) return get(paymentIntents, m[1]!);
    if (method === 'POST' && (m = path.match(/^\/v1\/invoices\/([\w]+)\/void$/))) {
      const invoice = get(invoices, m[1]!);
      if (invoice.status !== 'open') throw new InvalidRequest(`You can only pass in open invoices. This invoice is ${String(invoice.status)}.`);
      voidInvoice(invoice);
      return invoice;
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()].filter((i) => i.customer === query.customer).reverse();
      return { object: 'list', url: '/v1/invoices', has_more: false, data };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      get(customers, body.customer as string);
      return stripeObject('billing_portal.session', {
        id: id('bps'),
        created: seconds(),
        customer: body.customer,
        return_url: body.return_url ?? null,
        locale: body.locale ?? null,
        url: `https://billing.stripe.test/p/session/${id('test')}`,
        configuration: 'bpc_emulator',
        flow: null,
      });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = id('cs_test');
      return stripeObject('checkout.session', {
        id: session,
        created: seconds(),
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url ?? null,
        cancel_url: body.cancel_url ?? null,
        status: 'open',
        payment_status: 'unpaid',
        currency: 'eur',
        expires_at: seconds() + 24 * HOUR,
        payment_method_types: ['card', 'paypal'],
        allowed_payment_method_types: ['card', 'paypal'],
        url: `https://checkout.stripe.test/c/pay/${session}`,
      });
    }
    throw new NotFound(`${method} ${path}`);
  }

  function voidInvoice(invoice: Obj) {
    Object.assign(invoice, { status: 'void', amount_remaining: 0, status_transitions: { ...(invoice.status_transitions as object), voided_at: seconds() } });
    emit('invoice.voided', invoice);
    const subId = (invoice.parent as { subscription_details?: { subscription?: string } }).subscription_details?.subscription;
    const sub = subId ? subscriptions.get(subId) : undefined;
    if (sub?.pending_update && sub.latest_invoice === invoice.id) {
      sub.pending_update = null;
      emit('customer.subscription.pending_update_expired', sub);
    }
  }

  function updateSubscription(sub: Obj, body: Record<string, unknown>): unknown {
    refuseCancellationOnSchedule(sub, body);
    const pending = body.payment_behavior === 'pending_if_incomplete';
    if (pending) {
      const refused = Object.keys(body).find((key) => !PENDING_UPDATE_PARAMS.has(key));
      if (refused) {
        throw new InvalidRequest(
          `When \`payment_behavior\` is \`pending_if_incomplete\`, you can only pass the following parameters: ${[...PENDING_UPDATE_PARAMS].sort().join(', ')}. You passed \`${refused}\`.`,
          refused,
        );
      }
    }
    if (body.cancel_at_period_end !== undefined) setCancellation(sub, body.cancel_at_period_end === 'true');
    if (body.metadata) sub.metadata = { ...(sub.metadata as object), ...body.metadata };
    if (body.default_payment_method) sub.default_payment_method = body.default_payment_method;
    if (Array.isArray(body.items)) {
      const price = priceFrom((body.items as Array<Record<string, unknown>>)[0]!);
      const at = body.proration_date ? Number(body.proration_date) : seconds();
      const anchorNow = (body.billing_cycle_anchor as { type?: string } | string | undefined) !== undefined;
      const { lines, newEnd } = prorationLines(sub, price, at, anchorNow);
      const start = seconds();
      if (body.proration_behavior === 'always_invoice') {
        const invoice = draftInvoice(sub, lines, 'subscription_update');
        const paid = finalizeAndCharge(invoice, paymentMethodOf(sub));
        sub.latest_invoice = invoice.id;
        if (paid) applyItemChange(sub, price, start, newEnd);
        else if (pending) {
          sub.pending_update = stripePart('Subscriptions:Subscription.PendingUpdate', {
            expires_at: start + 23 * HOUR,
            subscription_items: [{ ...clone(itemOf(sub)), price }],
            billing_cycle_anchor: anchorNow ? start : null,
            metadata: null,
          });
          pendingChanges.set(sub.id, { price, start, end: newEnd });
        } else {
          // allow_incomplete (the default): Stripe applies the change and waits for the money.
          applyItemChange(sub, price, start, newEnd);
          sub.status = 'past_due';
        }
      } else applyItemChange(sub, price, start, newEnd);
    }
    emit('customer.subscription.updated', sub);
    return expand(sub, expansions(body.expand));
  }

  /** A pending update's change, applied when its invoice is paid. */
  const pendingChanges = new Map<string, { price: Obj; start: number; end: number }>();

  /** The subscription an invoice belongs to (the current shape: parent.subscription_details). */
  const subscriptionOfInvoice = (invoice: Obj) =>
    get(subscriptions, (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription);

  function afterPayment(invoice: Obj) {
    const sub = subscriptionOfInvoice(invoice);
    const change = pendingChanges.get(sub.id);
    if (change && sub.pending_update && sub.latest_invoice === invoice.id) {
      applyItemChange(sub, change.price, change.start, change.end);
      sub.pending_update = null;
      pendingChanges.delete(sub.id);
      emit('customer.subscription.pending_update_applied', sub);
    }
    if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
    emit('customer.subscription.updated', sub);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://emulator');
      const body = decodeForm(Buffer.concat(chunks).toString('utf8'));
      const query = decodeForm(url.search.slice(1));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, query, body, idempotencyKey });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      };
      try {
        if (outage > 0) {
          outage -= 1;
          return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        }
        // Like Stripe: a POST replayed with the same key answers the first result again.
        const replayKey = method === 'POST' && idempotencyKey ? `${url.pathname}:${idempotencyKey}` : undefined;
        if (replayKey && idempotent.has(replayKey)) return send(200, idempotent.get(replayKey));
        const answer = clone(route(method, url.pathname, body, query));
        if (replayKey) idempotent.set(replayKey, answer);
        answers.push(answer);
        send(200, answer);
      } catch (err) {
        if (err instanceof InvalidRequest)
          return send(400, { error: { type: 'invalid_request_error', message: err.message, ...(err.param ? { param: err.param } : {}) } });
        if (err instanceof NotFound) {
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${err.message}'` } });
        }
        send(500, { error: { type: 'api_error', message: String(err) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /**
   * Time reaches the end of the subscription's period: a schedule moves to its next phase (or,
   * after its last, releases the subscription or cancels it, as its end behaviour says); a
   * subscription cancelled at period end ends; otherwise a new period starts with a draft
   * invoice, charged when `finalizeInvoice` runs (about an hour later at Stripe). Answers the
   * draft invoice's id, or null when the subscription ended.
   */
  function reachPeriodEnd(subscriptionId: string): string | null {
    const sub = get(subscriptions, subscriptionId);
    const item = itemOf(sub);
    const start = Number(item.current_period_end);
    let price = item.price as Obj;
    if (sub.schedule) {
      const schedule = get(schedules, sub.schedule as string);
      const phases = schedule.phases as Array<Record<string, unknown> & { start_date: number; end_date: number; items: Array<{ price: string }> }>;
      const next = phases.find((p) => p.start_date >= start);
      if (next) {
        price = get(prices, next.items[0]!.price);
        sub.metadata = { ...(sub.metadata as object), ...(next.metadata ?? {}) };
        schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
        emit('subscription_schedule.updated', schedule);
      } else if (schedule.end_behavior === 'cancel') {
        Object.assign(schedule, { status: 'completed', completed_at: start, current_phase: null });
        Object.assign(sub, { status: 'canceled', ended_at: start, canceled_at: sub.canceled_at ?? start, schedule: sub.schedule });
        emit('subscription_schedule.completed', schedule);
        emit('customer.subscription.deleted', sub);
        return null;
      } else {
        releaseSchedule(schedule);
      }
    } else if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', ended_at: start });
      emit('customer.subscription.deleted', sub);
      return null;
    }
    const end = addPeriod(start, price.recurring as never);
    Object.assign(item, { price, plan: planOf(price), current_period_start: start, current_period_end: end });
    const invoice = draftInvoice(
      sub,
      [{ amount: Number(price.unit_amount), description: '1 × CV Suisse', period: { start, end }, proration: false }],
      'subscription_cycle',
    );
    sub.latest_invoice = invoice.id;
    emit('customer.subscription.updated', sub);
    return invoice.id;
  }

  /** About an hour after the draft: Stripe finalises the invoice and charges it. */
  function finalizeInvoice(invoiceId: string, outcome: Outcome = 'succeed'): boolean {
    const invoice = get(invoices, invoiceId);
    if (invoice.status !== 'draft') throw new Error(`invoice ${invoiceId} is ${String(invoice.status)}, not draft`);
    const sub = subscriptionOfInvoice(invoice);
    nextPayment = outcome;
    const paid = finalizeAndCharge(invoice, paymentMethodOf(sub));
    if (paid) afterPayment(invoice);
    else {
      sub.status = 'past_due';
      emit('customer.subscription.updated', sub);
    }
    return paid;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Every object answered (for the schema test). */
    answers,
    /** Every event Stripe would have sent, in order. */
    events,
    prices: { monthly: 'price_monthly', quarterly: 'price_quarterly', annual: 'price_annual' },
    customers,
    subscriptions,
    schedules,
    invoices,
    /** The requests to a path (method and path, e.g. 'POST /v1/subscription_schedules'). */
    calls(what: string): RecordedRequest[] {
      const [method, path] = what.split(' ');
      return requests.filter((r) => r.method === method && (path!.endsWith('*') ? r.path.startsWith(path!.slice(0, -1)) : r.path === path));
    },
    /** The events of one type since `from` (an index into `events`). */
    eventsOf(type: string, from = 0): Obj[] {
      return events.slice(from).filter((e) => e.type === type);
    },
    /** The browser confirming a setup intent (card or PayPal): a payment method of the customer. */
    succeedSetupIntent(setupIntentId: string, type: 'card' | 'paypal' = 'card'): string {
      const intent = get(setupIntents, setupIntentId);
      const method = stripeObject('payment_method', {
        id: id('pm'),
        type,
        created: seconds(),
        customer: intent.customer,
        allow_redisplay: 'unspecified',
        billing_details: stripePart('PaymentMethods:PaymentMethod.BillingDetails', {}),
        ...(type === 'card'
          ? {
              card: stripePart('PaymentMethods:PaymentMethod.Card', {
                brand: 'visa',
                display_brand: 'visa',
                last4: '4242',
                exp_month: 12,
                exp_year: 2030,
                funding: 'credit',
                country: 'CH',
              }),
            }
          : { paypal: stripePart('PaymentMethods:PaymentMethod.Paypal', {}) }),
      }) as Obj;
      paymentMethods.set(method.id, method);
      Object.assign(intent, { status: 'succeeded', payment_method: method.id });
      return method.id;
    },
    /** The customer's balance at Stripe (negative: a credit applied to the next invoices). */
    setBalance(customerId: string, cents: number) {
      get(customers, customerId).balance = cents;
    },
    balanceOf(customerId: string): number {
      return Number(get(customers, customerId).balance ?? 0);
    },
    /** The next `requests` requests fail with Stripe's 500 (an outage; the SDK retries twice). */
    outage(requests: number) {
      outage = requests;
    },
    /** The next charge declines, or needs 3-D Secure. */
    nextPaymentWill(outcome: 'decline' | 'require_action') {
      nextPayment = outcome;
    },
    reachPeriodEnd,
    finalizeInvoice,
    /** The customer completed (or failed) 3-D Secure in the browser for an open invoice. */
    confirmPayment(invoiceId: string, outcome: 'succeed' | 'fail' = 'succeed') {
      const invoice = get(invoices, invoiceId);
      if (invoice.status !== 'open') throw new Error(`invoice ${invoiceId} is ${String(invoice.status)}`);
      if (outcome === 'fail') {
        emit('invoice.payment_failed', invoice);
        return;
      }
      markPaid(invoice);
      invoice.confirmation_secret = null;
      afterPayment(invoice);
    },
    /** 23 hours without payment: Stripe drops the pending update and voids its invoice. */
    expirePendingUpdate(subscriptionId: string) {
      const sub = get(subscriptions, subscriptionId);
      if (!sub.pending_update) throw new Error(`${subscriptionId} has no pending update`);
      pendingChanges.delete(sub.id);
      voidInvoice(get(invoices, sub.latest_invoice as string));
    },
    /** Stripe moving a trial schedule to its monthly phase, charged at once (paid). */
    enterRegularPhase(subscriptionId: string) {
      const invoiceId = reachPeriodEnd(subscriptionId);
      if (invoiceId) finalizeInvoice(invoiceId);
    },
    /** Stripe ending a subscription (cancelled at period end, or unpaid). */
    setStatus(subscriptionId: string, status: string) {
      const sub = get(subscriptions, subscriptionId);
      sub.status = status;
      if (status === 'canceled') sub.ended_at = seconds();
    },
    /** A renewal whose charge declines: a new period starts unpaid and Stripe reports past_due. */
    failRenewal(subscriptionId: string) {
      const invoiceId = reachPeriodEnd(subscriptionId);
      if (invoiceId) finalizeInvoice(invoiceId, 'decline');
    },
    /** The customer fixed the card (portal) and Stripe's retry paid the open invoice. */
    payOpenInvoice(subscriptionId: string) {
      const sub = get(subscriptions, subscriptionId);
      const invoice = get(invoices, sub.latest_invoice as string);
      markPaid(invoice);
      invoice.confirmation_secret = null;
      afterPayment(invoice);
    },
    /** Stripe ending a subscription at once (end of dunning, refund-and-cancel from the dashboard). */
    endNow(subscriptionId: string) {
      endSubscriptionNow(get(subscriptions, subscriptionId));
    },
    /** A subscription made at Stripe whose webhooks never reached us (e.g. Checkout, endpoint down). */
    createUnnoticedSubscription(customer: string, priceId: string, metadata: Record<string, unknown> = {}): string {
      return newSubscription(customer, get(prices, priceId), metadata, defaultPaymentMethod(customer) ?? 'pm_unnoticed', null).id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeEmulator = Awaited<ReturnType<typeof startStripeEmulator>>;
