/** The spec's refresh lead: at most 5 minutes before expiry, and never sooner than 1 s from now. */
export const REFRESH_LEAD_MAX_MS = 300_000;
export const REFRESH_MIN_WAIT_MS = 1_000;

/**
 * Milliseconds to wait before refreshing an access token that expires at `expiresAtMs`:
 * expiry minus the smaller of 5 minutes and half the remaining life, at least 1 s;
 * 0 (at once) when the token has already expired.
 */
export function refreshDelay(expiresAtMs: number, nowMs: number): number {
  const remaining = expiresAtMs - nowMs;
  if (remaining <= 0) return 0;
  const lead = Math.min(REFRESH_LEAD_MAX_MS, remaining / 2);
  return Math.max(REFRESH_MIN_WAIT_MS, Math.round(remaining - lead));
}
