import { ROLE } from '@ailab/core/roles/roles';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dashboard } from '../../../features/dashboard/components/dashboard';
import { MyEventsCard } from '../../../features/events/components/my-events-card';
import { ContinueLearningCard } from '../../../features/learning/components/continue-learning-card';
import { LatestNewsCard } from '../../../features/news/components/latest-news-card';
import { HomeTasksCard } from '../../../features/notifications/components/home-tasks-card';
import { AdminCharts } from '../../../features/users/components/admin-charts';
import { AdminTasksCard } from '../../../features/users/components/admin-tasks-card';
import { RequestAccessButton } from '../../../features/users/components/request-access-dialog';
import { useAuth } from '../../../hooks/use-auth';
import { DEFAULT_ACTIVE_CONTENT, useLayoutState } from '../../../hooks/use-layout-state';
import { useSignInNotice } from '../../../hooks/use-sign-in-notice';

/** /ailab, /ailab/dashboard, /admin/dashboard */
export function Component() {
  const { user } = useAuth();
  const { setActiveContent } = useLayoutState();
  const { notice: pending, clearNotice } = useSignInNotice();
  // Shown once: keep it for this visit of the dashboard, and forget it for the next.
  const [notice] = useState(pending);
  const { pathname } = useLocation();
  const adminArea = pathname.startsWith('/admin');
  useEffect(() => {
    setActiveContent(DEFAULT_ACTIVE_CONTENT);
    if (pending) clearNotice();
  }, [setActiveContent, pending, clearNotice]);
  if (!user) return null;
  return (
    <Dashboard user={user} previousLoginAt={notice?.previousLoginAt} noLinksAction={<RequestAccessButton />}>
      {user.roles.includes(ROLE.admin) ? <AdminTasksCard /> : null}
      {user.roles.includes(ROLE.learner) ? (
        <ContinueLearningCard area={adminArea ? 'admin' : 'ailab'} />
      ) : null}
      {adminArea && user.roles.includes(ROLE.admin) ? <AdminCharts /> : null}
      <MyEventsCard />
      <HomeTasksCard area={adminArea ? 'admin' : 'ailab'} />
      {user.roles.includes(ROLE.research) ? <LatestNewsCard area={adminArea ? 'admin' : 'ailab'} /> : null}
    </Dashboard>
  );
}
