import { getI18n } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { type Area, paths } from '../config/paths';
import { SIGNED_IN_NAMESPACES } from '../lib/i18n';
import { areaRoutes } from './routes/area-routes';
import { PublicLayout } from './routes/public-layout';
import { authRoutes, publicRoutes } from './routes/public-routes';
import { RootLayout } from './routes/root-layout';
import { RouteErrorScreen } from './routes/route-error-screen';
import { SectionBoundary } from './routes/section-boundary';

/**
 * The signed-in shell (/ailab, /admin) of one area, loaded with the first signed-in screen: the
 * side menu, top bar and their dialogs stay out of the public pages' JavaScript. The area's
 * strings load alongside (the app's i18next instance, as react-i18next holds it).
 */
function lazyAreaLayout(area: Area): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [{ AreaLayout }] = await Promise.all([
      import('./routes/area-layout'),
      getI18n()?.loadNamespaces([...SIGNED_IN_NAMESPACES]),
    ]);
    return { element: <AreaLayout area={area} /> };
  };
}

/** The route tree of spec §2. Every screen and the signed-in shell are lazy: one chunk per route module. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, lazy: () => import('./routes/public/landing') },
      { element: <SectionBoundary />, children: authRoutes },
      { path: 'education', element: <Navigate to={paths.education.all} replace /> },
      { path: 'ailab', lazy: lazyAreaLayout('ailab'), children: areaRoutes },
      { path: 'admin', lazy: lazyAreaLayout('admin'), children: areaRoutes },
      { element: <PublicLayout />, children: publicRoutes },
      // Spec §2: an unknown path goes to the root.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
