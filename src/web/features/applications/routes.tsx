import type { RouteObject } from 'react-router';

/** « Mes candidatures »: /mes_candidatures and /mes_candidatures/nouvelle. */
export const applicationRoutes: RouteObject[] = [
  { path: 'mes_candidatures', lazy: async () => ({ Component: (await import('./my-applications-page')).MyApplicationsPage }) },
  { path: 'mes_candidatures/nouvelle', lazy: async () => ({ Component: (await import('./new-application-page')).NewApplicationPage }) },
];
