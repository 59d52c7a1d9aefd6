import { describe, expect, it } from 'vitest';
import {
  canDownload,
  canResume,
  canStartTrial,
  isActiveSubscription,
  isIncomplete,
  isPremium,
  isRecoverable,
  isRetryable,
  isTrialPhase,
  showsSubscriptionInfoModal,
  showsTrialDashboard,
  subscriptionPhase,
  trialDaysLeft,
  type SubscriptionStatus,
} from './subscription-state';

const now = new Date('2026-11-22T12:00:00Z');
const future = '2026-12-01T00:00:00Z';
const past = '2026-11-01T00:00:00Z';
const sub = (status: SubscriptionStatus, o: { is_trial?: boolean; trial_end?: string | null; current_period_end?: string | null } = {}) => ({
  status,
  is_trial: o.is_trial ?? false,
  trial_end: o.trial_end ?? null,
  current_period_end: o.current_period_end ?? null,
});

describe('isPremium', () => {
  it.each([
    ['no subscription', null, false],
    ['active, period end ahead', sub('active', { current_period_end: future }), true],
    ['active, period ended', sub('active', { current_period_end: past }), false],
    ['active, no period end', sub('active'), false],
    ['trialing, no trial end', sub('trialing'), true],
    ['trialing, trial end ahead', sub('trialing', { trial_end: future }), true],
    ['trialing, trial ended', sub('trialing', { trial_end: past }), false],
    ['canceled trial with trial end ahead', sub('canceled', { is_trial: true, trial_end: future }), true],
    ['canceled with period end ahead', sub('canceled', { current_period_end: future }), true],
    ['canceled with everything past', sub('canceled', { is_trial: true, trial_end: past, current_period_end: past }), false],
    ['canceled, not a trial, trial end ahead only', sub('canceled', { trial_end: future }), false],
    ['trial_paid is not premium by itself', sub('trial_paid', { is_trial: true, trial_end: future }), false],
    ['past_due', sub('past_due', { current_period_end: future }), false],
    ['incomplete', sub('incomplete'), false],
  ])('%s', (_n, s, expected) => expect(isPremium(s, now)).toBe(expected));
});

describe('canDownload (active, trial or premium)', () => {
  it.each([
    ['paid trial running', sub('trial_paid', { is_trial: true, trial_end: future }), true],
    ['paid trial over', sub('trial_paid', { is_trial: true, trial_end: past }), false],
    ['trial_paid without is_trial', sub('trial_paid', { trial_end: future }), false],
    ['premium', sub('active', { current_period_end: future }), true],
    ['nothing', undefined, false],
    ['past_due', sub('past_due', { current_period_end: future }), false],
  ])('%s', (_n, s, expected) => expect(canDownload(s, now)).toBe(expected));
});

describe('status groups', () => {
  it.each([
    ['active', false, true, false, false, false],
    ['trialing', false, false, true, false, false],
    ['trial_paid', true, false, true, false, false],
    ['trial_paid', false, false, false, false, false],
    ['canceled', false, false, false, false, false],
    ['incomplete', false, false, false, true, true],
    ['incomplete_expired', false, false, false, true, true],
    ['past_due', false, false, false, false, true],
  ] as const)('%s (is_trial %s)', (status, isTrial, active, trial, incomplete, retryable) => {
    const s = sub(status, { is_trial: isTrial, current_period_end: future });
    expect(isActiveSubscription(s, now)).toBe(active);
    expect(isTrialPhase(s)).toBe(trial);
    expect(isIncomplete(s)).toBe(incomplete);
    expect(isRetryable(s)).toBe(retryable);
  });

  it('an active subscription flagged as a trial is not an active subscription', () => {
    expect(isActiveSubscription(sub('active', { is_trial: true, current_period_end: future }), now)).toBe(false);
  });
});

describe('canStartTrial', () => {
  it.each([
    [null, true],
    [sub('incomplete'), true],
    [sub('incomplete_expired'), true],
    [sub('past_due'), true],
    [sub('active'), false],
    [sub('trialing'), false],
    [sub('trial_paid'), false],
    [sub('canceled'), false],
  ])('%j', (s, expected) => expect(canStartTrial(s)).toBe(expected));
});

describe('showsTrialDashboard', () => {
  it.each([
    ['trial_paid', sub('trial_paid'), null, true],
    ['is_trial', sub('canceled', { is_trial: true }), null, true],
    ['trial already used', null, { eligible: false, reason: 'TRIAL_ALREADY_USED' as const }, true],
    ['active subscriber', sub('active'), { eligible: false, reason: 'ACTIVE_SUBSCRIPTION' as const }, false],
    ['nothing', null, { eligible: true }, false],
  ])('%s', (_n, s, e, expected) => expect(showsTrialDashboard(s, e)).toBe(expected));
});

describe('showsSubscriptionInfoModal', () => {
  it.each([
    ['not eligible: active subscription', null, { eligible: false, reason: 'ACTIVE_SUBSCRIPTION' as const }, true],
    ['active and trial used', sub('active', { current_period_end: past }), { eligible: false, reason: 'TRIAL_ALREADY_USED' as const }, true],
    ['future period end', sub('active', { current_period_end: future }), { eligible: true }, true],
    ['future trial end', sub('trial_paid', { trial_end: future }), { eligible: true }, true],
    ['canceled with time left', sub('canceled', { current_period_end: future }), { eligible: true }, true],
    ['canceled, time over', sub('canceled', { current_period_end: past }), { eligible: true }, false],
    ['no subscription, eligible', null, { eligible: true }, false],
    ['incomplete in the past', sub('incomplete', { current_period_end: past }), { eligible: true }, false],
  ])('%s', (_n, s, e, expected) => expect(showsSubscriptionInfoModal(s, e, now)).toBe(expected));
});

describe('trialDaysLeft', () => {
  it.each([
    ['exactly 14 days', '2026-12-06T12:00:00Z', 14],
    ['13 days and 1 hour rounds up', '2026-12-05T13:00:00Z', 14],
    ['one minute left', '2026-11-22T12:01:00Z', 1],
    ['ended', past, 0],
    ['unknown', null, 0],
  ])('%s', (_n, end, expected) => expect(trialDaysLeft(end, now)).toBe(expected));
});

describe('one phase per subscription (issue 15)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const later = '2026-06-20T00:00:00.000Z';
  const earlier = '2026-05-20T00:00:00.000Z';
  const base = { is_trial: false, trial_end: null, current_period_end: later };

  it('past_due keeps access for the grace, then not; it stays recoverable', () => {
    const inGrace = { ...base, status: 'past_due' as const, grace_end: later };
    expect(subscriptionPhase(inGrace, now)).toBe('past_due');
    expect(canDownload(inGrace, now)).toBe(true);
    const over = { ...inGrace, grace_end: earlier };
    expect(subscriptionPhase(over, now)).toBe('ended');
    expect(canDownload(over, now)).toBe(false);
    expect(isRecoverable(over)).toBe(true);
  });

  it('cancelled with time left can resume; ended by the provider cannot', () => {
    const canceled = { ...base, status: 'canceled' as const, cancel_at_period_end: true };
    expect(subscriptionPhase(canceled, now)).toBe('canceled_with_time');
    expect(canResume(canceled, now)).toBe(true);
    const ended = { ...canceled, ended_at: earlier, current_period_end: earlier };
    expect(subscriptionPhase(ended, now)).toBe('ended');
    expect(canResume(ended, now)).toBe(false);
  });

  it('a trial with its renewal cancelled can resume until its end; a running or ended one cannot', () => {
    const cancelledTrial = { status: 'trial_paid' as const, is_trial: true, trial_end: later, current_period_end: later, cancel_at_period_end: true };
    expect(canResume(cancelledTrial, now)).toBe(true);
    expect(canResume({ ...cancelledTrial, cancel_at_period_end: false }, now)).toBe(false);
    expect(canResume({ ...cancelledTrial, trial_end: earlier, current_period_end: earlier }, now)).toBe(false);
    expect(canResume({ ...cancelledTrial, status: 'canceled' as const, ended_at: earlier }, now)).toBe(false);
  });

  it('a trial past its end is no longer a running trial', () => {
    expect(subscriptionPhase({ status: 'trial_paid', is_trial: true, trial_end: later, current_period_end: later }, now)).toBe('trial');
    expect(subscriptionPhase({ status: 'trial_paid', is_trial: true, trial_end: earlier, current_period_end: earlier }, now)).toBe('ended');
    expect(subscriptionPhase({ status: 'trial_paid', is_trial: true, trial_end: later, current_period_end: later, cancel_at_period_end: true }, now)).toBe(
      'trial_ending',
    );
  });
});
