/** The browser-storage keys of the specification; the names are part of the product. */
export const localKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  tempCvData: 'tempCvData',
  oauthReturnUrl: 'oauth_return_url',
  downloadRedirectUrl: 'download_redirect_url',
  pendingDownloadRedirect: 'pendingDownloadRedirect',
  showDownloadNotification: 'showDownloadNotification',
  shouldOpenDownloadModal: 'shouldOpenDownloadModal',
} as const;

export const sessionKeys = {
  redirectAfterLogin: 'redirectAfterLogin',
  redirectType: 'redirectType',
  currentPlanType: 'currentPlanType',
  isDirect: 'isDirect',
  paypalProcessed: 'paypalProcessed',
} as const;

/** Storage access that never throws (private mode, disabled storage, quota). */
function safe(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): boolean {
      try {
        storage().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
