import { describe, expect, it } from 'vitest';
import { validateDemoCard } from './demo-card';

const now = new Date('2026-11-22T12:00:00Z');
const good = { holder: 'Léa Muller', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('the demo card form', () => {
  it('accepts a valid card', () => expect(validateDemoCard(good, now)).toEqual({}));
  it.each([
    ['number', { number: '4242 4242 4242 4241' }],
    ['number', { number: '1234' }],
    ['expiry', { expiry: '13/30' }],
    ['expiry', { expiry: '10/26' }],
    ['cvc', { cvc: '12' }],
    ['holder', { holder: ' ' }],
  ])('refuses a bad %s', (field, patch) => expect(Object.keys(validateDemoCard({ ...good, ...patch }, now))).toEqual([field]));
  it('accepts the current month', () => expect(validateDemoCard({ ...good, expiry: '11/26' }, now)).toEqual({}));
});
