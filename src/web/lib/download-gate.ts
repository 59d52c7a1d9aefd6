import { SUBSCRIPTION_REQUIRED_CODE } from '../../domain/billing/download-gate';
import { routes } from '../paths';
import { ApiRequestError } from './api-errors';
import { local, localKeys } from './storage-keys';

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

/**
 * Sends the user to /tarifs, where the pricing page shows the download notice for 10 s
 * (it reads and clears `showDownloadNotification`).
 */
export function goToPricingForDownload(navigate: (to: string) => unknown): void {
  local.set(localKeys.showDownloadNotification, 'true');
  void navigate(routes.pricing);
}
