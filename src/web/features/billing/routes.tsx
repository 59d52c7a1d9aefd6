import type { RouteObject } from 'react-router';

export const billingPublicRoutes: RouteObject[] = [
  { path: 'tarifs', lazy: async () => ({ Component: (await import('./pricing-page')).PricingPage }) },
  { path: 'payment', lazy: async () => ({ Component: (await import('./payment-page')).PaymentPage }) },
  { path: 'payment/:planType', lazy: async () => ({ Component: (await import('./payment-page')).PaymentPage }) },
  { path: 'payment-success', lazy: async () => ({ Component: (await import('./payment-success-page')).PaymentSuccessPage }) },
];

export const billingProtectedRoutes: RouteObject[] = [
  { path: 'abonnement', lazy: async () => ({ Component: (await import('./subscription-page')).SubscriptionPage }) },
  { path: 'abonnement/portail-demo', lazy: async () => ({ Component: (await import('./demo-portal-page')).DemoPortalPage }) },
];
