import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Dashboard } from '../../../features/dashboard/components/dashboard';
import { useAuth } from '../../../hooks/use-auth';
import { DEFAULT_ACTIVE_CONTENT, useLayoutState } from '../../../hooks/use-layout-state';

function previousLoginFrom(state: unknown): string | null | undefined {
  if (typeof state !== 'object' || state === null || !('previousLoginAt' in state)) return undefined;
  const value = state.previousLoginAt;
  return typeof value === 'string' ? value : null;
}

/** /ailab, /ailab/dashboard, /admin/dashboard */
export function Component() {
  const { user } = useAuth();
  const location = useLocation();
  const { setActiveContent } = useLayoutState();
  useEffect(() => setActiveContent(DEFAULT_ACTIVE_CONTENT), [setActiveContent]);
  if (!user) return null;
  return <Dashboard user={user} previousLoginAt={previousLoginFrom(location.state)} />;
}
