import { describe, expect, it } from 'vitest';
import { monthlyEquivalent, normalizePlans, planPrice } from './plan-display';

const nbsp = (s: string) => s.replace(/\s/g, ' ');

describe('plan display', () => {
  it('reads the object form in cents', () => {
    const plans = normalizePlans({ monthly: { type: 'monthly', amount: 1299, currency: 'eur', interval: 'month', interval_count: 1 } });
    expect(nbsp(planPrice(plans.monthly))).toBe('12,99 €');
    expect(nbsp(planPrice(plans.annual))).toBe('89,99 €');
  });

  it('reads the list form (price in euros)', () => {
    const plans = normalizePlans([{ type: 'quarterly', price: 35.5, interval: 'month' }]);
    expect(plans.quarterly.amount).toBe(3550);
  });

  it('falls back to 14,99 / 39,99 / 89,99 for a missing or broken answer', () => {
    for (const answer of [undefined, null, 'oops', { monthly: { amount: -1 } }, [{ type: 'weekly', amount: 100 }]]) {
      const plans = normalizePlans(answer);
      expect([plans.monthly, plans.quarterly, plans.annual].map((p) => nbsp(planPrice(p)))).toEqual(['14,99 €', '39,99 €', '89,99 €']);
    }
  });

  it('shows the monthly equivalent of the longer plans', () => {
    const plans = normalizePlans(undefined);
    expect(monthlyEquivalent(plans.monthly)).toBeUndefined();
    expect(nbsp(monthlyEquivalent(plans.quarterly)!)).toBe('soit 13,33 € par mois');
    expect(nbsp(monthlyEquivalent(plans.annual)!)).toBe('soit 7,50 € par mois');
  });
});
