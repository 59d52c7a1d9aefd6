import { z } from 'zod';
import { planTypes, type Plan, type PlanType } from './plans.js';
import { billingServerMessages as m } from './messages.js';
import type { SubscriptionView, TrialEligibility } from './subscription-state.js';

/** Request and answer shapes of the payments calls (spec accounts-and-billing §3 and §7). */
export const planTypeSchema = z.enum(planTypes, { error: m.planTypeInvalid });

export const paymentMethodIdSchema = z.string({ error: m.paymentMethodRequired }).trim().min(1, m.paymentMethodRequired).max(255);

export const createDirectSubscriptionSchema = z.object({
  subscription_type: planTypeSchema,
  payment_method_id: paymentMethodIdSchema,
});

export const createTrialSubscriptionSchema = z.object({
  // The trial always converts to the monthly plan; the type is accepted for the record.
  subscription_type: planTypeSchema.default('monthly'),
});

export const createTrialWithPaymentMethodSchema = z.object({
  subscription_type: planTypeSchema.default('monthly'),
  payment_method_id: paymentMethodIdSchema,
});

export const retrievePaymentMethodSchema = z.object({
  setup_intent_id: z.string().trim().min(1).max(255),
});

/** `proration_date`: the instant of the preview the user confirmed, so the charge is the amount shown. */
export const updateSubscriptionSchema = z.object({
  plan_type: planTypeSchema,
  proration_date: z.number({ error: m.previewExpired }).int(m.previewExpired).positive(m.previewExpired).optional(),
});

export const customerPortalSchema = z.object({ return_url: z.string().trim().max(2000).optional() });

export const createCheckoutSessionSchema = z.object({
  subscription_type: planTypeSchema.default('monthly'),
  direct: z.boolean().default(true),
});

/** The demo card form sends only these: never a card number, expiry or CVC. */
export const demoConfirmSetupSchema = z.object({
  setup_intent_id: z.string().trim().min(1).max(255),
  client_secret: z.string().trim().min(1).max(255),
  card_last4: z.string().regex(/^\d{4}$/, 'Les 4 derniers chiffres de la carte sont attendus.'),
});

export type PlansAnswer = Record<PlanType, Plan>;

export interface SubscriptionAnswer {
  success: true;
  data: SubscriptionView | null;
  trial_eligibility: TrialEligibility;
  /** Credit the customer holds (cents): a downgrade's unused time, deducted from the next invoices. */
  credit_balance: number;
}

export interface CreationAnswer {
  success: true;
  subscription_id: string;
  schedule_id: string | null;
  /** Set when the first payment needs the customer (3-D Secure): confirm it with the provider's client. */
  client_secret: string | null;
  data: SubscriptionView;
}

export interface SetupIntentAnswer {
  success: true;
  client_secret: string;
  setup_intent_id: string;
}

export interface PaymentMethodAnswer {
  success: true;
  payment_method_id: string;
}

export interface PaymentHistoryEntry {
  id: string;
  /** Cents. */
  amount: number;
  currency: string;
  status: 'paid' | 'open' | 'void' | 'uncollectible' | 'draft';
  description: string;
  created: string;
  invoice_url: string | null;
  invoice_pdf: string | null;
}

export interface HistoryAnswer {
  success: true;
  data: PaymentHistoryEntry[];
}

export interface PortalAnswer {
  success: boolean;
  portal_url?: string;
  error?: { code: string; message: string };
}

/** GET /payments/subscription/preview-change/: what confirming a plan change charges now (cents). */
export interface PlanChangePreviewAnswer {
  success: true;
  /** From the provider (Stripe's invoice preview); `proration_date` (seconds) goes back with the confirmation. */
  data: {
    plan_type: PlanType;
    amount_due: number;
    credit: number;
    price: number;
    currency: 'eur';
    new_period_end: string;
    proration_date: number;
    /** The credit beyond the new price, kept for the next invoices (not refunded). */
    credit_carried: number;
  };
}

/**
 * PUT /payments/subscription/update/: the change paid and applied, or waiting for 3-D Secure
 * (`client_secret` to confirm in the browser; the plan changes once that payment succeeds).
 * A declined payment is a 402 `PAYMENT_FAILED` saying the plan did not change.
 */
export interface PlanChangeAnswer {
  success: true;
  data: SubscriptionView;
  payment: 'paid' | 'requires_action';
  client_secret: string | null;
}

export const previewPlanChangeQuerySchema = z.object({ plan_type: planTypeSchema });

export const subscriptionQuerySchema = z.object({
  t: z.string().max(40).optional(),
  /** Set by the payment pages right after a payment: the server re-reads the provider at once. */
  fresh: z.enum(['1', 'true']).optional(),
});

export interface PaymentsConfigAnswer {
  mode: 'stripe' | 'demo';
  publishable_key: string | null;
}

export interface CheckoutSessionAnswer {
  success: true;
  session_id: string;
  url: string;
}

/** Failed payments calls: the code of spec §3 plus a French message (also as `detail`). */
export interface BillingErrorAnswer {
  success: false;
  error: { code: string; message: string };
  detail: string;
  code: string;
}
