import { EARLY_CLICK_GLOBAL } from '../../domain/prerender';

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
