import type { RouteObject } from 'react-router';

export const cvListProtectedRoutes: RouteObject[] = [{ path: 'mes_cvs', lazy: async () => ({ Component: (await import('./my-cvs-page')).MyCvsPage }) }];
