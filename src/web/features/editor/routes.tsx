import type { RouteObject } from 'react-router';

/**
 * The editor brings its own full-height layout with the public navbar. One parent route holds
 * the editor, so that replacing /editor/model/{id} with /editor/cv/{id} after a first save keeps
 * it mounted (focus, caret and undo history stay).
 */
export const editorRoutes: RouteObject[] = [
  {
    path: 'editor',
    lazy: async () => ({ Component: (await import('./editor-page')).EditorPage }),
    children: [
      { index: true, element: null },
      { path: 'model/:modelId', element: null },
      { path: 'cv/:cvId', element: null },
    ],
  },
];
