import { Outlet, type RouteObject } from 'react-router';
import { accountBareRoutes, accountProtectedRoutes, accountPublicRoutes } from './features/accounts/routes';
import { billingProtectedRoutes, billingPublicRoutes } from './features/billing/routes';
import { contentPublicRoutes } from './features/content/routes';
import { applicationRoutes } from './features/applications/routes';
import { cvListProtectedRoutes } from './features/cv-list/routes';
import { documentRoutes } from './features/documents/routes';
import { editorRoutes } from './features/editor/routes';
import { letterRoutes } from './features/letters/routes';
import { BootHeader } from './features/layout/boot-header';
import { PublicLayout } from './features/layout/layouts';
import { AppShell } from './app-shell';

/** Every page of the web app: used by the browser router (router.tsx) and by the prerendering (prerender.tsx). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    HydrateFallback: BootHeader,
    children: [
      { element: <PublicLayout />, children: [...accountPublicRoutes, ...billingPublicRoutes, ...contentPublicRoutes] },
      {
        // Signed-in pages only: their layout (and the billing entry it carries) stays out of the first bundle.
        lazy: async () => ({ Component: (await import('./features/layout/app-layout')).AppLayout }),
        children: [...cvListProtectedRoutes, ...documentRoutes, ...applicationRoutes, ...accountProtectedRoutes, ...billingProtectedRoutes],
      },
      { element: <Outlet />, children: [...editorRoutes, ...letterRoutes, ...accountBareRoutes] },
    ],
  },
];
