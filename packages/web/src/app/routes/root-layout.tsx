import { useEffect } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../hooks/use-auth';
import { useServices } from '../../hooks/use-services';
import { RouteAnnouncer } from './route-announcer';
import { RouteLoadingOverlay } from './route-loading-overlay';

/**
 * The root of every route: lets API hooks navigate with the router, keeps a user
 * who must change a default password on /change-password, and shows route loading.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { navigation: appNavigation } = useServices();

  useEffect(() => {
    appNavigation.setNavigator((path) => void navigate(path, { replace: true }));
  }, [appNavigation, navigate]);

  if (user?.must_change_password && pathname !== paths.changePassword) {
    return <Navigate to={paths.changePassword} replace />;
  }

  // Spec §2: paths under /app fill the whole width and never scroll sideways.
  const fullWidth = pathname === '/app' || pathname.startsWith('/app/');
  return (
    <div
      data-full-width={fullWidth || undefined}
      className="flex min-h-dvh w-full max-w-full flex-col overflow-x-clip"
    >
      {navigation.state === 'loading' ? <RouteLoadingOverlay /> : null}
      <Outlet />
      <RouteAnnouncer />
      <ScrollRestoration />
    </div>
  );
}
