import type { AuthResult } from '../../domain/accounts/user';
import { routes } from '../paths';
import { session as sessionStore, sessionKeys } from './storage-keys';

/**
 * Extension points of the sign-up and sign-in flows for the features that come with their own
 * intent (the editor's local draft, the download gate). Register them once at start-up, from
 * app-shell.tsx (not from a lazily loaded page: a visitor may sign up from any page).
 */
export interface RegisteredOutcome {
  /** Shown in the registration modal instead of the default message. */
  message: string;
  tone: 'success' | 'warning';
  /** Go there after `closeAfterMs` (spec: /email-verification-pending after 3 s when the draft CV was saved). */
  redirectTo?: string;
  closeAfterMs?: number;
}

export interface AuthFlowHooks {
  /**
   * Runs right after a successful registration, with the tokens the server answered (the account
   * is not verified yet; the tokens are not stored). The editor saves the local draft
   * (`tempCvData`) with them here. Return undefined to keep the default outcome.
   */
  onRegistered?: (result: AuthResult) => Promise<RegisteredOutcome | undefined>;
  /**
   * Decides where a user goes after signing in, before the default rules (return to the page the
   * visitor came from, a stored redirectAfterLogin, else /mes_cvs). Return undefined to keep them.
   */
  resolvePostSignInDestination?: (context: { returnTo?: string }) => Promise<string | undefined>;
}

const hooks: AuthFlowHooks = {};

export function registerAuthFlowHooks(extra: AuthFlowHooks): void {
  Object.assign(hooks, extra);
}

export function authFlowHooks(): Readonly<AuthFlowHooks> {
  return hooks;
}

/**
 * Where to go after signing in: a hook's choice, else the protected page the visitor was sent
 * away from, else the page stored by an anonymous prompt (redirectAfterLogin, consumed here;
 * pendingDownloadRedirect stays for the editor to open its download modal), else /mes_cvs.
 */
export async function postSignInDestination(returnTo?: string): Promise<string> {
  resolving += 1;
  try {
    return await destination(returnTo);
  } finally {
    resolving -= 1;
  }
}

let resolving = 0;

/**
 * True while a sign-in is working out where to go (a hook may still be saving the draft): the
 * page it started on waits for the navigation that follows before acting on stored intents.
 */
export function postSignInInProgress(): boolean {
  return resolving > 0;
}

async function destination(returnTo?: string): Promise<string> {
  const hooked = await hooks.resolvePostSignInDestination?.({ returnTo });
  if (hooked) return hooked;
  if (returnTo && returnTo !== routes.home) return returnTo;
  const stored = sessionStore.get(sessionKeys.redirectAfterLogin);
  if (stored && stored.startsWith('/') && !stored.startsWith('//')) {
    sessionStore.remove(sessionKeys.redirectAfterLogin);
    sessionStore.remove(sessionKeys.redirectType);
    return stored;
  }
  return routes.myCvs;
}
