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

/** Waits between attempts to reach the server again (a refresh or the profile that got no answer). */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000] as const;

/** The wait before reconnection attempt `attempt` (0-based): 1, 2, 5, 10, 20 s, then every 30 s. */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(0, attempt), RECONNECT_DELAYS_MS.length - 1)] as number;
}
