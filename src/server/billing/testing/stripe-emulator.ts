import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in for exactly the Stripe endpoints the app calls, so that the official
 * SDK runs unchanged against it (STRIPE_API_URL). It keeps objects in memory, answers them in
 * Stripe's shapes for the pinned API version, and records every request (form body decoded,
 * idempotency key) for the tests to assert what we send. Helpers play the parts that happen
 * outside our server: the browser confirming a setup intent, a card declining, time passing.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type Obj = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

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
class InvalidRequest extends Error {}

export async function startStripeEmulator(options: { now: () => Date }) {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const schedules = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const idempotent = new Map<string, unknown>();
  let nextPayment: 'succeed' | 'decline' | 'require_action' = 'succeed';
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  const product = 'prod_cvsuisse';
  const addPrice = (priceId: string, amount: number, interval: string, count: number) =>
    prices.set(priceId, { id: priceId, object: 'price', active: true, currency: 'eur', unit_amount: amount, product, recurring: { interval, interval_count: count }, type: 'recurring' });
  addPrice('price_monthly', 1499, 'month', 1);
  addPrice('price_quarterly', 3999, 'month', 3);
  addPrice('price_annual', 8999, 'year', 1);

  const get = <T extends Obj>(map: Map<string, Obj>, key: string): T => {
    const found = map.get(key);
    if (!found) throw new NotFound(key);
    return found as T;
  };

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
    const price: Obj = {
      id: id('price'),
      object: 'price',
      active: false,
      currency: data.currency,
      unit_amount: Number(data.unit_amount),
      product: data.product,
      recurring: { interval: data.recurring.interval, interval_count: Number(data.recurring.interval_count) },
      type: 'recurring',
    };
    prices.set(price.id, price);
    return price;
  }

  /**
   * A change of price billed at once (`always_invoice`), as Stripe prorates it: the unused part of
   * the current period credited (by the second, at `prorationDate`), the new price for a period
   * starting then, and the customer's balance (a credit is negative) applied to what is due.
   */
  function prorate(sub: Obj, newPrice: Obj, prorationDate: number) {
    const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
    const oldPrice = item.price as Obj;
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    const unused = end > prorationDate && end > start ? Math.min(1, (end - prorationDate) / (end - start)) : 0;
    const credit = Math.round(Number(oldPrice.unit_amount) * unused);
    const charge = Number(newPrice.unit_amount);
    const newEnd = addPeriod(prorationDate, newPrice.recurring as never);
    const balance = Number(get(customers, sub.customer as string).balance ?? 0);
    const lines = [
      ...(credit > 0 ? [{ id: id('il'), object: 'line_item', amount: -credit, description: 'Temps non utilisé', period: { start: prorationDate, end } }] : []),
      { id: id('il'), object: 'line_item', amount: charge, description: `1 × CV Suisse (${String(charge)} cents)`, period: { start: prorationDate, end: newEnd } },
    ];
    return { lines, amountDue: Math.max(0, charge - credit + balance) };
  }

  /** Bills one period: paid when the payment method pays, else the subscription waits for the customer. */
  function invoiceFor(sub: Obj, price: Obj, paymentMethod: string | undefined, start: number, prorated?: ReturnType<typeof prorate>): Obj {
    const outcome = paymentMethod ? nextPayment : 'require_action';
    nextPayment = 'succeed';
    const paid = outcome === 'succeed';
    const amount = prorated ? prorated.amountDue : (price.unit_amount as number);
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: price.currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      status: paid ? 'paid' : 'open',
      created: start,
      description: null,
      hosted_invoice_url: `https://invoice.stripe.test/${sub.id}`,
      invoice_pdf: `https://invoice.stripe.test/${sub.id}.pdf`,
      lines: {
        object: 'list',
        data: prorated?.lines ?? [{ id: id('il'), object: 'line_item', amount: price.unit_amount, description: `1 × CV Suisse (${String(price.unit_amount)} cents)` }],
        has_more: false,
      },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      confirmation_secret: paid ? null : { client_secret: `pi_${randomBytes(6).toString('hex')}_secret_${randomBytes(6).toString('hex')}`, type: 'payment_intent' },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function newSubscription(customer: string, price: Obj, metadata: Record<string, unknown>, paymentMethod: string | undefined, schedule: string | null): Obj {
    const start = seconds();
    const sub: Obj = {
      id: id('sub'),
      object: 'subscription',
      customer,
      created: start,
      status: 'active',
      metadata: { ...metadata },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      schedule,
      trial_end: null,
      default_payment_method: paymentMethod ?? null,
      latest_invoice: null,
      items: {
        object: 'list',
        data: [{ id: id('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: addPeriod(start, price.recurring as never) }],
        has_more: false,
      },
    };
    const invoice = invoiceFor(sub, price, paymentMethod, start);
    sub.latest_invoice = invoice.id;
    sub.status = invoice.status === 'paid' ? 'active' : 'incomplete';
    subscriptions.set(sub.id, sub);
    return sub;
  }

  function endSubscriptionNow(sub: Obj) {
    Object.assign(sub, { status: 'canceled', ended_at: seconds(), canceled_at: seconds(), cancel_at_period_end: false, cancel_at: null });
  }

  const defaultPaymentMethod = (customer: string): string | undefined =>
    ((get(customers, customer).invoice_settings as { default_payment_method?: string } | undefined)?.default_payment_method) ?? undefined;

  function expandSubscription(sub: Obj, expand: unknown): Obj {
    const wanted = Array.isArray(expand) ? (expand as string[]) : [];
    if (!wanted.some((e) => e.startsWith('latest_invoice')) || typeof sub.latest_invoice !== 'string') return sub;
    return { ...sub, latest_invoice: invoices.get(sub.latest_invoice) ?? null };
  }

  function route(method: string, path: string, body: Record<string, unknown>, query: Record<string, unknown>): unknown {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Obj = { id: id('cus'), object: 'customer', email: body.email, name: body.name ?? null, metadata: body.metadata ?? {}, invoice_settings: { default_payment_method: null } };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/customers\/([\w]+)$/))) {
      const customer = get(customers, m[1]!);
      Object.assign(customer, body);
      return customer;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/prices\/([\w]+)$/))) return get(prices, m[1]!);
    if (method === 'POST' && path === '/v1/setup_intents') {
      get(customers, body.customer as string);
      const intent: Obj = {
        id: id('seti'),
        object: 'setup_intent',
        customer: body.customer,
        status: 'requires_payment_method',
        usage: body.usage,
        payment_method: null,
        metadata: body.metadata ?? {},
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
      setupIntents.set(intent.id, intent);
      return intent;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/setup_intents\/([\w]+)$/))) return get(setupIntents, m[1]!);
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_methods\/([\w]+)$/))) return get(paymentMethods, m[1]!);
    if (method === 'POST' && path === '/v1/subscription_schedules' && body.from_subscription) {
      // Like Stripe: one phase copying the subscription as it runs, released at its end.
      const sub = get(subscriptions, body.from_subscription as string);
      if (sub.schedule) throw new InvalidRequest(`The subscription ${sub.id} is already attached to a schedule.`);
      const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
      const phases = [
        {
          items: [{ price: (item.price as Obj).id, quantity: 1 }],
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          metadata: { ...(sub.metadata as object) },
        },
      ];
      const schedule: Obj = { id: id('sub_sched'), object: 'subscription_schedule', customer: sub.customer, status: 'active', end_behavior: 'release', metadata: {}, phases, released_subscription: null, subscription: sub.id };
      schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return schedule;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)$/))) return get(schedules, m[1]!);
    if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)$/))) {
      const schedule = get(schedules, m[1]!);
      if (schedule.status !== 'active') throw new InvalidRequest(`The schedule ${schedule.id} is ${String(schedule.status)}.`);
      if (Array.isArray(body.phases)) {
        // Stripe requires the running phase to keep its start date.
        const phases = body.phases as Array<Record<string, unknown>>;
        const current = (schedule.phases as Array<Record<string, unknown>>)[0]!;
        if (current.start_date !== undefined && Number(phases[0]!.start_date) !== Number(current.start_date)) {
          throw new InvalidRequest('You can not modify the start date of the current phase.');
        }
        schedule.phases = phases;
      }
      if (body.end_behavior) schedule.end_behavior = body.end_behavior;
      if (body.metadata) schedule.metadata = { ...(schedule.metadata as object), ...(body.metadata) };
      return schedule;
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const customer = body.customer as string;
      get(customers, customer);
      const phases = body.phases as Array<{ items: Array<Record<string, unknown>>; metadata?: Record<string, unknown> }>;
      const settings = (body.default_settings ?? {}) as { default_payment_method?: string };
      const schedule: Obj = { id: id('sub_sched'), object: 'subscription_schedule', customer, status: 'active', end_behavior: body.end_behavior, metadata: body.metadata ?? {}, phases, released_subscription: null, subscription: null };
      const sub = newSubscription(customer, priceFrom(phases[0]!.items[0]!), phases[0]!.metadata ?? {}, settings.default_payment_method ?? defaultPaymentMethod(customer), schedule.id);
      schedule.subscription = sub.id;
      schedules.set(schedule.id, schedule);
      return schedule;
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)\/release$/))) {
      const schedule = get(schedules, m[1]!);
      const sub = get(subscriptions, schedule.subscription as string);
      Object.assign(schedule, { status: 'released', released_subscription: sub.id, subscription: null });
      sub.schedule = null;
      return schedule;
    }
    // Immediate cancellation (account erasure): the schedule and its subscription end now.
    if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([\w]+)\/cancel$/))) {
      const schedule = get(schedules, m[1]!);
      if (schedule.status !== 'active' && schedule.status !== 'not_started') throw new InvalidRequest(`The schedule ${schedule.id} is ${String(schedule.status)}.`);
      if (schedule.subscription) endSubscriptionNow(get(subscriptions, schedule.subscription as string));
      Object.assign(schedule, { status: 'canceled', canceled_at: seconds() });
      return schedule;
    }
    if (method === 'DELETE' && (m = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const sub = get(subscriptions, m[1]!);
      if (sub.status === 'canceled') throw new InvalidRequest(`No such subscription: '${sub.id}' is already canceled.`);
      // (The app cancels a subscription run by a schedule through the schedule, above.)
      if (sub.schedule) Object.assign(get(schedules, sub.schedule as string), { status: 'canceled', canceled_at: seconds() });
      endSubscriptionNow(sub);
      return sub;
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = body.customer as string;
      get(customers, customer);
      const items = body.items as Array<Record<string, unknown>>;
      const sub = newSubscription(customer, priceFrom(items[0]!), (body.metadata ?? {}) as Record<string, unknown>, (body.default_payment_method as string) ?? defaultPaymentMethod(customer), null);
      return expandSubscription(sub, body.expand);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) return expandSubscription(get(subscriptions, m[1]!), query.expand);
    if (method === 'GET' && path === '/v1/subscriptions') {
      const wanted = Array.isArray(query.expand) ? (query.expand as string[]).map((e) => e.replace(/^data\./, '')) : [];
      const all = [...subscriptions.values()].filter((sub) => sub.customer === query.customer && (query.status === 'all' || sub.status !== 'canceled'));
      const data = all.reverse().slice(0, Number(query.limit ?? 10)).map((sub) => expandSubscription(sub, wanted));
      return { object: 'list', url: '/v1/subscriptions', has_more: false, data };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const sub = get(subscriptions, m[1]!);
      const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
      if (body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        sub.cancel_at = sub.cancel_at_period_end ? item.current_period_end : null;
        sub.canceled_at = sub.cancel_at_period_end ? seconds() : null;
      }
      if (Array.isArray(body.items)) {
        const price = priceFrom((body.items as Array<Record<string, unknown>>)[0]!);
        const start = seconds();
        const prorated = body.proration_behavior === 'always_invoice' ? prorate(sub, price, body.proration_date ? Number(body.proration_date) : start) : undefined;
        Object.assign(item, { price, current_period_start: start, current_period_end: addPeriod(start, price.recurring as never) });
        sub.latest_invoice = invoiceFor(sub, price, (sub.default_payment_method as string) ?? undefined, start, prorated).id;
      }
      if (body.metadata) sub.metadata = { ...(sub.metadata as object), ...(body.metadata) };
      return expandSubscription(sub, body.expand);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      // The invoice a subscription change would produce now; nothing is stored.
      const sub = get(subscriptions, body.subscription as string);
      if (sub.customer !== body.customer) throw new InvalidRequest('The subscription does not belong to this customer.');
      const details = (body.subscription_details ?? {}) as { items?: Array<Record<string, unknown>>; proration_date?: string; proration_behavior?: string };
      const price = details.items?.[0] ? priceFrom(details.items[0]) : ((sub.items as { data: Array<Record<string, unknown>> }).data[0]!.price as Obj);
      const prorated = prorate(sub, price, details.proration_date ? Number(details.proration_date) : seconds());
      const total = prorated.lines.reduce((sum, line) => sum + line.amount, 0);
      return {
        id: `upcoming_${sub.id}`,
        object: 'invoice',
        customer: sub.customer,
        currency: price.currency,
        status: 'draft',
        subtotal: total,
        total,
        amount_due: prorated.amountDue,
        amount_paid: 0,
        lines: { object: 'list', data: prorated.lines, has_more: false },
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      };
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()].filter((i) => i.customer === query.customer).reverse();
      return { object: 'list', url: '/v1/invoices', has_more: false, data };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      get(customers, body.customer as string);
      return { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id('test')}` };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = id('cs_test');
      return { id: session, object: 'checkout.session', mode: body.mode, customer: body.customer, url: `https://checkout.stripe.test/c/pay/${session}` };
    }
    throw new NotFound(`${method} ${path}`);
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
        // Like Stripe: a POST replayed with the same key answers the first result again.
        const replayKey = method === 'POST' && idempotencyKey ? `${url.pathname}:${idempotencyKey}` : undefined;
        if (replayKey && idempotent.has(replayKey)) return send(200, idempotent.get(replayKey));
        const answer = route(method, url.pathname, body, query);
        if (replayKey) idempotent.set(replayKey, answer);
        send(200, answer);
      } catch (err) {
        if (err instanceof InvalidRequest) return send(400, { error: { type: 'invalid_request_error', message: err.message } });
        if (err instanceof NotFound) {
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${err.message}'` } });
        }
        send(500, { error: { type: 'api_error', message: String(err) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    prices: { monthly: 'price_monthly', quarterly: 'price_quarterly', annual: 'price_annual' },
    customers,
    subscriptions,
    schedules,
    /** The requests to a path (method and path, e.g. 'POST /v1/subscription_schedules'). */
    calls(what: string): RecordedRequest[] {
      const [method, path] = what.split(' ');
      return requests.filter((r) => r.method === method && (path!.endsWith('*') ? r.path.startsWith(path!.slice(0, -1)) : r.path === path));
    },
    /** The browser confirming a setup intent (card or PayPal): a payment method of the customer. */
    succeedSetupIntent(setupIntentId: string, type: 'card' | 'paypal' = 'card'): string {
      const intent = get(setupIntents, setupIntentId);
      const method: Obj = { id: id('pm'), object: 'payment_method', type, customer: intent.customer, card: type === 'card' ? { brand: 'visa', last4: '4242' } : null };
      paymentMethods.set(method.id, method);
      Object.assign(intent, { status: 'succeeded', payment_method: method.id });
      return method.id;
    },
    /** The customer's balance at Stripe (negative: a credit applied to the next invoices). */
    setBalance(customerId: string, cents: number) {
      get(customers, customerId).balance = cents;
    },
    /** The next charge declines, or needs 3-D Secure. */
    nextPaymentWill(outcome: 'decline' | 'require_action') {
      nextPayment = outcome;
    },
    /** Stripe moving a trial schedule to its monthly phase (time has passed). */
    enterRegularPhase(subscriptionId: string) {
      const sub = get(subscriptions, subscriptionId);
      const schedule = get(schedules, sub.schedule as string);
      const phase = (schedule.phases as Array<{ items: Array<Record<string, unknown>>; metadata?: Record<string, unknown> }>)[1]!;
      const price = priceFrom(phase.items[0]!);
      const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
      const start = Number(item.current_period_end);
      Object.assign(item, { price, current_period_start: start, current_period_end: addPeriod(start, price.recurring as never) });
      sub.metadata = { ...(sub.metadata as object), ...(phase.metadata ?? {}) };
      sub.latest_invoice = invoiceFor(sub, price, sub.default_payment_method as string, start).id;
    },
    /** Stripe ending a subscription (cancelled at period end, or unpaid). */
    setStatus(subscriptionId: string, status: string) {
      const sub = get(subscriptions, subscriptionId);
      sub.status = status;
      if (status === 'canceled') sub.ended_at = seconds();
    },
    /** A renewal whose charge declines: a new period starts unpaid and Stripe reports past_due. */
    failRenewal(subscriptionId: string) {
      const sub = get(subscriptions, subscriptionId);
      const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
      const price = item.price as Obj;
      const start = Number(item.current_period_end);
      Object.assign(item, { current_period_start: start, current_period_end: addPeriod(start, price.recurring as never) });
      nextPayment = 'decline';
      sub.latest_invoice = invoiceFor(sub, price, sub.default_payment_method as string, start).id;
      sub.status = 'past_due';
    },
    /** The customer fixed the card (portal) and Stripe's retry paid the open invoice. */
    payOpenInvoice(subscriptionId: string) {
      const sub = get(subscriptions, subscriptionId);
      const invoice = get(invoices, sub.latest_invoice as string);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, confirmation_secret: null });
      sub.status = 'active';
    },
    /** Stripe ending a subscription at once (end of dunning, refund-and-cancel from the dashboard). */
    endNow(subscriptionId: string) {
      const sub = get(subscriptions, subscriptionId);
      Object.assign(sub, { status: 'canceled', ended_at: seconds(), canceled_at: seconds(), cancel_at_period_end: false, cancel_at: null });
    },
    /** A subscription made at Stripe whose webhooks never reached us (e.g. Checkout, endpoint down). */
    createUnnoticedSubscription(customer: string, priceId: string, metadata: Record<string, unknown> = {}): string {
      return newSubscription(customer, get(prices, priceId), metadata, defaultPaymentMethod(customer) ?? 'pm_unnoticed', null).id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeEmulator = Awaited<ReturnType<typeof startStripeEmulator>>;
