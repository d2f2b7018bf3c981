import { rolesForPath } from '@ailab/core/menu/roles-for-path';
import { ROLE } from '@ailab/core/roles/roles';
import { userInfoFromUser } from '@ailab/core/session/session';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { type Area, paths } from '../../config/paths';
import { AppShell } from '../../features/shell/components/app-shell';
import { NoAccess } from '../../features/shell/components/no-access';
import { useAuth } from '../../hooks/use-auth';
import { LayoutStateProvider } from '../providers/layout-state-provider';
import { canEnterAdmin } from './can-enter-admin';

/** The roles that open the admin area (with the admin area code, see can-enter-admin.ts). */
const ADMIN_ROLES = [ROLE.applicationsAdmin, ROLE.admin];

/** /ailab and /admin: signed-in only (admin also needs canEnterAdmin), inside the shell. */
export function AreaLayout({ area }: { area: Area }) {
  const { authenticated, user } = useAuth();
  const location = useLocation();
  if (!authenticated || !user) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  // One rule for pages outside one's roles, /admin/* and /ailab/* alike: the no-access page.
  const prefix = `/${area}/`;
  const page = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : '';
  const needed = area === 'admin' ? ADMIN_ROLES : rolesForPath(page);
  const allowed =
    area === 'admin' ? canEnterAdmin(user) : !needed || needed.some((role) => user.roles.includes(role));
  return (
    <LayoutStateProvider>
      <AppShell info={userInfoFromUser(user)} userRoles={user.roles} areaCode={user.area_code}>
        <ErrorBoundary resetKey={location.pathname}>
          {allowed ? (
            <Outlet />
          ) : (
            <NoAccess roles={needed ?? []} adminArea={area === 'admin'} home={paths.ailab.dashboard} />
          )}
        </ErrorBoundary>
      </AppShell>
    </LayoutStateProvider>
  );
}
