import { useEffect, useState } from 'react';
import { Dashboard } from '../../../features/dashboard/components/dashboard';
import { useAuth } from '../../../hooks/use-auth';
import { DEFAULT_ACTIVE_CONTENT, useLayoutState } from '../../../hooks/use-layout-state';
import { clearSignInNotice, peekSignInNotice } from '../../../lib/sign-in-notice';

/** /ailab, /ailab/dashboard, /admin/dashboard */
export function Component() {
  const { user } = useAuth();
  const { setActiveContent } = useLayoutState();
  const [notice] = useState(peekSignInNotice);
  useEffect(() => {
    setActiveContent(DEFAULT_ACTIVE_CONTENT);
    clearSignInNotice();
  }, [setActiveContent]);
  if (!user) return null;
  return <Dashboard user={user} previousLoginAt={notice?.previousLoginAt} />;
}
