import { formatPrice, isPlanType, planLabels, plans as fallbackPlans, planTypes, type Plan, type PlanType } from '../../../domain/billing/plans';

export type PlanCatalogue = Record<PlanType, Plan>;

/**
 * The plans answer, in the object form keyed by type or the list form (items with type, price,
 * interval: spec §3); anything missing falls back to the prices of spec §9.
 */
export function normalizePlans(answer: unknown): PlanCatalogue {
  const result: PlanCatalogue = { ...fallbackPlans };
  const items: unknown[] = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? Object.entries(answer as Record<string, unknown>).map(([key, value]) => (value && typeof value === 'object' ? { type: key, ...value } : value))
      : [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    if (!isPlanType(raw.type)) continue;
    const cents = typeof raw.amount === 'number' ? raw.amount : typeof raw.price === 'number' ? Math.round(raw.price * 100) : undefined;
    if (cents === undefined || !Number.isFinite(cents) || cents <= 0) continue;
    result[raw.type] = { ...fallbackPlans[raw.type], amount: cents };
  }
  return result;
}

/** "14,99 €", "39,99 €"... with the French currency format. */
export const planPrice = (plan: Plan) => formatPrice(plan.amount);

/** The monthly equivalent of a longer plan ("soit 7,50 € par mois"), or undefined for the monthly one. */
export function monthlyEquivalent(plan: Plan): string | undefined {
  const months = plan.interval === 'year' ? 12 * plan.interval_count : plan.interval_count;
  if (months <= 1) return undefined;
  return `soit ${formatPrice(Math.round(plan.amount / months))} par mois`;
}

export const planOptions = planTypes.map((type) => ({ type, label: planLabels[type] }));
