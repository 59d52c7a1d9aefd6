import { useSyncExternalStore } from 'react';

/**
 * Whether the session is reconnecting: a token refresh got no answer (network down, a server
 * restarting). The tokens stay; the session tries again (session.tsx) and the app says so
 * (features/layout/reconnecting-notice.tsx). Any answer from the server ends it.
 */
let reconnecting = false;
const listeners = new Set<() => void>();

export function setReconnecting(next: boolean): void {
  if (next === reconnecting) return;
  reconnecting = next;
  for (const listener of listeners) listener();
}

export const isReconnecting = (): boolean => reconnecting;

export function onReconnectingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReconnecting(): boolean {
  return useSyncExternalStore(onReconnectingChange, isReconnecting, () => false);
}
