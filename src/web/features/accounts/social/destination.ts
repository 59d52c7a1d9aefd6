import { postSignInDestination } from '../../../lib/auth-flow';
import { local, localKeys, session, sessionKeys } from '../../../lib/storage-keys';
import { isInternalPath } from './flow-rules';

/**
 * Where a social sign-in goes on (spec section 4, post-auth redirect). The general rules (a
 * registered hook first: the editor's draft and download intent; the return URL; else /mes_cvs)
 * are those of every sign-in: postSignInDestination(). The popup flow adds one: with a stored
 * download intent it goes back to the editor page that asked for the download (the editor then
 * opens its download modal from pendingDownloadRedirect).
 */
export async function socialSignInDestination(flow: 'popup' | 'redirect', returnTo?: string): Promise<string> {
  if (flow === 'popup') {
    const editorUrl = downloadIntentUrl();
    if (editorUrl) {
      session.remove(sessionKeys.redirectAfterLogin);
      session.remove(sessionKeys.redirectType);
      return editorUrl;
    }
  }
  return postSignInDestination(returnTo && returnTo !== '/' ? returnTo : undefined);
}

/** The editor page of a stored download intent, if there is one. */
function downloadIntentUrl(): string | undefined {
  const stored = session.get(sessionKeys.redirectAfterLogin);
  if (session.get(sessionKeys.redirectType) === 'download' && isInternalPath(stored)) return stored;
  const pending = local.get(localKeys.downloadRedirectUrl);
  if (local.get(localKeys.pendingDownloadRedirect) && isInternalPath(pending)) return pending;
  return undefined;
}

/** The full-page flow: the page to come back to, kept while the visitor is at the provider. */
export function storeReturnUrl(url: string): void {
  local.set(localKeys.oauthReturnUrl, url);
}

/** Reads and forgets the stored return URL. */
export function takeReturnUrl(): string | undefined {
  const url = local.get(localKeys.oauthReturnUrl);
  local.remove(localKeys.oauthReturnUrl);
  return isInternalPath(url) && url !== '/' ? url : undefined;
}

/** Spec section 4: a failed full-page sign-in clears the stored redirect flags. */
export function clearRedirectFlags(): void {
  local.remove(localKeys.oauthReturnUrl);
  local.remove(localKeys.downloadRedirectUrl);
  local.remove(localKeys.pendingDownloadRedirect);
  session.remove(sessionKeys.redirectAfterLogin);
  session.remove(sessionKeys.redirectType);
}
