import { describe, expect, it } from 'vitest';
import { formatPrice, isPlanType, plans, trialOffer } from './plans';

describe('plans', () => {
  it('prices the three plans as the spec says', () => {
    expect(plans.monthly.amount).toBe(1499);
    expect(plans.quarterly.amount).toBe(3999);
    expect(plans.annual.amount).toBe(8999);
    expect(trialOffer).toMatchObject({ amount: 100, days: 14, convertsTo: 'monthly' });
  });

  it.each([
    [1499, '14,99 €'],
    [3999, '39,99 €'],
    [8999, '89,99 €'],
    [100, '1,00 €'],
  ])('formats %i cents in French as %s', (cents, text) => {
    expect(formatPrice(cents).replace(/\s/g, ' ')).toBe(text);
  });

  it('recognises plan types', () => {
    expect(isPlanType('annual')).toBe(true);
    expect(isPlanType('weekly')).toBe(false);
    expect(isPlanType(undefined)).toBe(false);
  });
});
