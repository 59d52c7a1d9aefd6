import type { RouteObject } from 'react-router';

export const accountPublicRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./login-page')).LoginPage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }) },
  { path: 'auth/verify-email', lazy: async () => ({ Component: (await import('./verify-email-page')).VerifyEmailPage }) },
  { path: 'auth/reset-password', lazy: async () => ({ Component: (await import('./reset-password-page')).ResetPasswordPage }) },
  {
    path: 'email-verification-pending',
    lazy: async () => ({ Component: (await import('./email-verification-pending-page')).EmailVerificationPendingPage }),
  },
];

export const accountProtectedRoutes: RouteObject[] = [
  { path: 'informations-personnelles', lazy: async () => ({ Component: (await import('./personal-info-page')).PersonalInfoPage }) },
  { path: 'security', lazy: async () => ({ Component: (await import('./security-page')).SecurityPage }) },
  { path: 'supprimer-mon-compte', lazy: async () => ({ Component: (await import('./delete-account-page')).DeleteAccountPage }) },
  { path: 'mes-donnees/:id', lazy: async () => ({ Component: (await import('./data-export-page')).DataExportPage }) },
];

/** Social sign-in return pages: no navbar, they may run inside a popup. */
export const accountBareRoutes: RouteObject[] = [
  { path: 'auth/:provider/callback', lazy: async () => ({ Component: (await import('./social-callback-page')).SocialCallbackPage }) },
];
