import { beforeEach, describe, expect, it } from 'vitest';
import { claimRedirectReturn, readRedirectReturn, rememberedPayment, rememberPayment } from './paypal-return';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

beforeEach(() => {
  (globalThis as unknown as { window: unknown }).window = { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() };
});

describe('the PayPal redirect return', () => {
  it('reads the three parameters', () => {
    expect(readRedirectReturn('?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=succeeded')).toEqual({
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      succeeded: true,
    });
    expect(readRedirectReturn('?setup_intent=seti_1&setup_intent_client_secret=s&redirect_status=failed')?.succeeded).toBe(false);
    expect(readRedirectReturn('?session_id=cs_1')).toBeUndefined();
  });

  it('is processed once per setup intent', () => {
    expect(claimRedirectReturn('seti_1')).toBe(true);
    expect(claimRedirectReturn('seti_1')).toBe(false);
    expect(claimRedirectReturn('seti_2')).toBe(true);
  });

  it('remembers the plan and the direct flag across the redirect', () => {
    expect(rememberedPayment()).toEqual({ planType: 'monthly', direct: false });
    rememberPayment('annual', true);
    expect(rememberedPayment()).toEqual({ planType: 'annual', direct: true });
  });
});
