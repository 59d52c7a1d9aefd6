import type { RouteObject } from 'react-router';

/** « Mes documents »: /mes_documents. */
export const documentRoutes: RouteObject[] = [{ path: 'mes_documents', lazy: async () => ({ Component: (await import('./my-documents-page')).MyDocumentsPage }) }];
