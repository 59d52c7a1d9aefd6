import type { RouteObject } from 'react-router';

/** The letter editor: /lettre (new, draft or `?cv=`) and /lettre/{id}. */
export const letterRoutes: RouteObject[] = [
  {
    path: 'lettre',
    lazy: async () => ({ Component: (await import('./letter-editor-page')).LetterEditorPage }),
    children: [
      { index: true, element: null },
      { path: ':letterId', element: null },
    ],
  },
];
