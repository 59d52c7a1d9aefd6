import type { RouteObject } from 'react-router';

export const contentPublicRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./home-page')).HomePage }) },
  { path: 'cv', lazy: async () => ({ Component: (await import('./templates-page')).TemplatesPage }) },
  { path: 'conseils', lazy: async () => ({ Component: (await import('./advice-page')).AdvicePage }) },
  { path: 'a-propos', lazy: async () => ({ Component: (await import('./about-page')).AboutPage }) },
  { path: 'conditions-generales', lazy: async () => ({ Component: (await import('./terms-page')).TermsPage }) },
  { path: 'politique-confidentialite', lazy: async () => ({ Component: (await import('./privacy-page')).PrivacyPage }) },
  // Unknown paths show the home page.
  { path: '*', lazy: async () => ({ Component: (await import('./home-page')).HomePage }) },
];
