import { userInfoFromUser } from '@ailab/core/session/session';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { type Area, paths } from '../../config/paths';
import { AppShell } from '../../features/shell/components/app-shell';
import { useAuth } from '../../hooks/use-auth';
import { LayoutStateProvider } from '../providers/layout-state-provider';
import { canEnterAdmin } from './can-enter-admin';

/** /ailab and /admin: signed-in only (admin also needs canEnterAdmin), inside the shell. */
export function AreaLayout({ area }: { area: Area }) {
  const { authenticated, user } = useAuth();
  const location = useLocation();
  if (!authenticated || !user) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  if (area === 'admin' && !canEnterAdmin(user)) return <Navigate to={paths.ailab.dashboard} replace />;
  return (
    <LayoutStateProvider>
      <AppShell info={userInfoFromUser(user)} userRoles={user.roles} areaCode={user.area_code}>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </AppShell>
    </LayoutStateProvider>
  );
}
