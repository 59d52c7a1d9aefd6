import type { RouteObject } from 'react-router';

/** « Mes candidatures »: the job search (list, board, proof, import, one application) and the merged files. */
export const applicationRoutes: RouteObject[] = [
  { path: 'mes_candidatures', lazy: async () => ({ Component: (await import('./my-applications-page')).MyApplicationsPage }) },
  { path: 'mes_candidatures/tableau', lazy: async () => ({ Component: (await import('./applications-board-page')).ApplicationsBoardPage }) },
  { path: 'mes_candidatures/preuves', lazy: async () => ({ Component: (await import('./proof-page')).ProofPage }) },
  { path: 'mes_candidatures/importer', lazy: async () => ({ Component: (await import('./import-page')).ImportPage }) },
  { path: 'mes_candidatures/ajouter', lazy: async () => ({ Component: (await import('./application-form-page')).ApplicationFormPage }) },
  { path: 'mes_candidatures/nouvelle', lazy: async () => ({ Component: (await import('./new-application-page')).NewApplicationPage }) },
  { path: 'mes_candidatures/:id', lazy: async () => ({ Component: (await import('./application-form-page')).ApplicationFormPage }) },
];
