import type { RouteObject } from 'react-router';

/** « Mes documents »: /mes_documents, and each document's stored copy at /mes_documents/{id}. */
export const documentRoutes: RouteObject[] = [
  { path: 'mes_documents', lazy: async () => ({ Component: (await import('./my-documents-page')).MyDocumentsPage }) },
  { path: 'mes_documents/:documentId', lazy: async () => ({ Component: (await import('./document-viewer-page')).DocumentViewerPage }) },
];
