/** The three plans and the trial, in cents (spec: accounts-and-billing §1 and §9). */
export const planTypes = ['monthly', 'quarterly', 'annual'] as const;
export type PlanType = (typeof planTypes)[number];

export interface Plan {
  type: PlanType;
  amount: number;
  currency: 'eur';
  interval: 'month' | 'year';
  interval_count: number;
  interval_display: string;
}

export const plans: Record<PlanType, Plan> = {
  monthly: { type: 'monthly', amount: 1499, currency: 'eur', interval: 'month', interval_count: 1, interval_display: 'par mois' },
  quarterly: { type: 'quarterly', amount: 3999, currency: 'eur', interval: 'month', interval_count: 3, interval_display: 'par trimestre' },
  annual: { type: 'annual', amount: 8999, currency: 'eur', interval: 'year', interval_count: 1, interval_display: 'par an' },
};

export const DEFAULT_PLAN: PlanType = 'monthly';

/** 14 days for 1 EUR, then the monthly plan renews automatically unless cancelled before the end. */
export const trialOffer = { amount: 100, currency: 'eur' as const, days: 14, convertsTo: 'monthly' as PlanType };

export const planLabels: Record<PlanType, string> = { monthly: 'Mensuel', quarterly: 'Trimestriel', annual: 'Annuel' };

/** « la formule mensuelle », « l'offre annuelle »: the plan as a feminine adjective. */
export const planAdjectives: Record<PlanType, string> = { monthly: 'mensuelle', quarterly: 'trimestrielle', annual: 'annuelle' };

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (planTypes as readonly string[]).includes(value);
}

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Cents to the French currency format: 1499 -> "14,99 €". */
export function formatPrice(cents: number): string {
  return euro.format(cents / 100);
}

/** The end of one billing period of `planType` starting at `start` (calendar months, UTC). */
export function periodEnd(start: Date, planType: PlanType): Date {
  const plan = plans[planType];
  const months = plan.interval === 'year' ? 12 * plan.interval_count : plan.interval_count;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  return end;
}
