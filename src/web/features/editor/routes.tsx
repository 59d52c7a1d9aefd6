import type { RouteObject } from 'react-router';

/** The editor brings its own full-height layout with the public navbar. */
export const editorRoutes: RouteObject[] = [
  { path: 'editor', lazy: async () => ({ Component: (await import('./editor-page')).EditorPage }) },
  { path: 'editor/model/:modelId', lazy: async () => ({ Component: (await import('./editor-page')).EditorPage }) },
  { path: 'editor/cv/:cvId', lazy: async () => ({ Component: (await import('./editor-page')).EditorPage }) },
];
