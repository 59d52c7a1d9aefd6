import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICK_GLOBAL } from '../../domain/prerender';

/**
 * The action of a prerendered button clicked before the app had loaded (kept by the head script
 * of prerendered pages, domain/prerender.ts), taken once: undefined when there was none.
 */
export function takeEarlyClick(): string | undefined {
  const globals = window as unknown as Record<string, unknown>;
  const action = globals[EARLY_CLICK_GLOBAL];
  delete globals[EARLY_CLICK_GLOBAL];
  return typeof action === 'string' ? action : undefined;
}

/** The attribute that makes a prerendered button keep its click until the app has loaded. */
export function earlyClick(action: 'login' | 'register'): Record<typeof EARLY_CLICK_ATTRIBUTE, string> {
  return { [EARLY_CLICK_ATTRIBUTE]: action };
}
