import { SUBSCRIPTION_REQUIRED_CODE } from '../../domain/billing/download-gate';
import { routes } from '../paths';
import { ApiRequestError } from './api-errors';
import { local, localKeys, session, sessionKeys } from './storage-keys';

/** A download refused because the user has no active, trial or premium subscription. */
export function isSubscriptionRequired(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 403 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as { code?: unknown }).code === SUBSCRIPTION_REQUIRED_CODE
  );
}

const isInternalPath = (path: string | null | undefined): path is string => !!path && path.startsWith('/') && !path.startsWith('//');

/**
 * Sends the user to /tarifs, where the pricing page shows the download notice for 10 s
 * (it reads and clears `showDownloadNotification`). `returnTo` is the editor page of the CV
 * that was to be downloaded: once a trial or a subscription starts, the user goes back there
 * and its download modal opens (`takeDownloadReturn`).
 */
export function goToPricingForDownload(navigate: (to: string) => unknown, returnTo?: string): void {
  local.set(localKeys.showDownloadNotification, 'true');
  if (isInternalPath(returnTo)) local.set(localKeys.downloadRedirectUrl, returnTo);
  else local.remove(localKeys.downloadRedirectUrl);
  void navigate(routes.pricing);
}

/**
 * After a payment succeeded: the editor page of the CV whose download sent the user to
 * /tarifs, if any (read once). Its download modal is asked to open there (shouldOpenDownloadModal).
 */
export function takeDownloadReturn(): string | undefined {
  const returnTo = local.get(localKeys.downloadRedirectUrl);
  local.remove(localKeys.downloadRedirectUrl);
  if (!isInternalPath(returnTo) || !returnTo.startsWith(`${routes.editor}/`)) return undefined;
  local.set(localKeys.shouldOpenDownloadModal, 'true');
  return returnTo;
}

/**
 * The e-mail check signs a new user in: when they signed up to download, the CV saved at
 * registration (its editor page stored in `download_redirect_url` with `pendingDownloadRedirect`)
 * is where they go, its download modal asked for. Read once; the download intent is consumed.
 */
export function takeSignUpDownloadReturn(): string | undefined {
  if (local.get(localKeys.pendingDownloadRedirect) !== 'true') return undefined;
  const returnTo = takeDownloadReturn();
  if (!returnTo) return undefined;
  local.remove(localKeys.pendingDownloadRedirect);
  session.remove(sessionKeys.redirectAfterLogin);
  session.remove(sessionKeys.redirectType);
  return returnTo;
}
