import { z } from 'zod';
import { answers, anyObject, looseObject } from '../http/response-schemas.js';

/**
 * The answers of the payments calls (shapes in src/domain/billing/api.ts). Deliberately loose
 * (see http/response-schemas.ts): they name the envelope the client branches on and let the
 * subscription view, which billing work keeps extending, pass through whole.
 */

/** `{success, data}`, the envelope of most payments answers. */
export const successSchema = looseObject({ success: z.boolean() });

export const paymentsConfigSchema = looseObject({ mode: z.enum(['stripe', 'demo']), publishable_key: z.string().nullable() });

/** Keyed by plan type. */
export const plansSchema = z.record(z.string(), anyObject);

export const subscriptionAnswerSchema = looseObject({
  success: z.literal(true),
  data: anyObject.nullable(),
  trial_eligibility: looseObject({ eligible: z.boolean() }),
});

export const trialEligibilitySchema = looseObject({ eligible: z.boolean() });

export const setupIntentSchema = looseObject({ success: z.literal(true), client_secret: z.string(), setup_intent_id: z.string() });

export const paymentMethodSchema = looseObject({ success: z.literal(true), payment_method_id: z.string() });

export const creationSchema = looseObject({ success: z.literal(true), subscription_id: z.string(), data: anyObject });

export const historySchema = looseObject({ success: z.literal(true), data: z.array(anyObject) });

export const checkoutSessionSchema = looseObject({ success: z.literal(true), session_id: z.string(), url: z.string() });

export const successAnswers = answers({ 200: successSchema });
export const createdAnswers = answers({ 201: creationSchema });
