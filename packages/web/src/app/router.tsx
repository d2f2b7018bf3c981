import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { paths } from '../config/paths';
import { AreaLayout } from './routes/area-layout';
import { areaRoutes } from './routes/area-routes';
import { PublicLayout } from './routes/public-layout';
import { authRoutes, publicRoutes } from './routes/public-routes';
import { RootLayout } from './routes/root-layout';
import { RouteErrorScreen } from './routes/route-error-screen';
import { SectionBoundary } from './routes/section-boundary';

/** The route tree of spec §2. Every screen is lazy: one chunk per route module. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, lazy: () => import('./routes/public/landing') },
      { element: <SectionBoundary />, children: authRoutes },
      { path: 'education', element: <Navigate to={paths.education.all} replace /> },
      { path: 'ailab', element: <AreaLayout area="ailab" />, children: areaRoutes },
      { path: 'admin', element: <AreaLayout area="admin" />, children: areaRoutes },
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
