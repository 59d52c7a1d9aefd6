import { describe, expect, it } from 'vitest';
import type { SubscriptionAnswer } from '../../../domain/billing/api';
import type { SubscriptionView } from '../../../domain/billing/subscription-state';
import { forgetLocalCancellation, keepLocalCancellation } from './subscription-cache';

const view = (id: string, status: SubscriptionView['status']): SubscriptionView => ({
  id,
  status,
  is_trial: false,
  trial_end: null,
  current_period_end: '2027-01-01T00:00:00Z',
  has_schedule: false,
  schedule_id: null,
  plan: null,
});
const answer = (data: SubscriptionView | null): SubscriptionAnswer => ({
  success: true,
  data,
  trial_eligibility: { eligible: false, reason: 'ACTIVE_SUBSCRIPTION' },
  credit_balance: 0,
});

describe('keepLocalCancellation', () => {
  it('keeps a locally canceled status when the same subscription comes back active', () => {
    const merged = keepLocalCancellation(answer(view('sub_1', 'canceled')), answer(view('sub_1', 'active')));
    expect(merged.data?.status).toBe('canceled');
  });

  it('takes the new answer once the cancellation was undone here, and keeps a new cancellation again', () => {
    forgetLocalCancellation('sub_resumed');
    expect(keepLocalCancellation(answer(view('sub_resumed', 'canceled')), answer(view('sub_resumed', 'active'))).data?.status).toBe('active');
    expect(keepLocalCancellation(answer(view('sub_resumed', 'active')), answer(view('sub_resumed', 'canceled'))).data?.status).toBe('canceled');
    expect(keepLocalCancellation(answer(view('sub_resumed', 'canceled')), answer(view('sub_resumed', 'active'))).data?.status).toBe('canceled');
  });

  it('takes the new answer for another subscription id', () => {
    expect(keepLocalCancellation(answer(view('sub_1', 'canceled')), answer(view('sub_2', 'active'))).data?.status).toBe('active');
  });

  it('takes the new answer when nothing was canceled, or when there is no subscription any more', () => {
    expect(keepLocalCancellation(answer(view('sub_1', 'active')), answer(view('sub_1', 'past_due'))).data?.status).toBe('past_due');
    expect(keepLocalCancellation(answer(view('sub_1', 'canceled')), answer(null)).data).toBeNull();
    expect(keepLocalCancellation(undefined, answer(view('sub_1', 'active'))).data?.status).toBe('active');
  });
});
