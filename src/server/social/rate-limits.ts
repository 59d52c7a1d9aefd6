import type { RateLimitRule } from '../http/rate-limit.js';

/**
 * Per-IP limits of the social calls. A sign-in takes one start and one callback; the numbers
 * leave room for a school or an office behind one address while bounding the rows and the
 * provider round trips one client can cause.
 */
export const socialRateLimits = {
  startsPerIp: { name: 'social-start-ip', limit: 120, windowSeconds: 15 * 60 },
  callbacksPerIp: { name: 'social-callback-ip', limit: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;
