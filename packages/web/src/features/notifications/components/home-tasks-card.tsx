import type { HomeTasks } from '@ailab/core/contract/notifications/home-tasks.schemas';
import type { TFunction } from 'i18next';
import { ClipboardCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListView } from '../../../components/list/list-view';
import { Card } from '../../../components/ui/card';
import { type Area, paths, searchParams } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useHomeTasks } from '../api/home-tasks';

interface TaskRow {
  key: string;
  text: string;
  detail?: string;
  link?: { to: string; label: string };
}

function taskRows(tasks: HomeTasks, area: Area, t: TFunction<'notifications'>, language: string) {
  const rows: TaskRow[] = [];
  if (tasks.reviews_total > 0)
    rows.push({
      key: 'reviews',
      text: t('home.tasks.reviews', { count: tasks.reviews_total }),
      detail: tasks.reviews.map((review) => review.title).join(' · '),
      link: { to: paths.area(area, 'application-management'), label: t('home.tasks.openReviews') },
    });
  for (const invitation of tasks.invitations)
    rows.push({
      key: `invitation-${invitation.id}`,
      text: t('home.tasks.invitation', { institute: invitation.institute_name }),
      detail: t('home.tasks.invitationHint', { date: formatDate(invitation.expires_at, language) }),
      link: {
        to: `${paths.institutes.invitation}?${searchParams.invitation}=${encodeURIComponent(invitation.id)}`,
        label: t('home.tasks.openInvitation'),
      },
    });
  for (const stalled of tasks.stalled)
    rows.push({
      key: `stalled-${stalled.institute_id}`,
      text: t('home.tasks.stalled', { count: stalled.learners, institute: stalled.institute_name }),
      link: { to: paths.institutes.supervisor, label: t('home.tasks.openTeams') },
    });
  return rows;
}

/** The home's "your tasks": reviews assigned to the person, invitations sent to them, their stalled learners. */
export function HomeTasksCard({ area }: { area: Area }): ReactNode {
  const { t, i18n } = useTranslation('notifications');
  const query = useHomeTasks();
  const rows = query.data ? taskRows(query.data, area, t, i18n.language) : [];
  return (
    <Card id="home-tasks" title={t('home.tasks.title')} className="mt-6">
      <ListView
        query={query}
        items={rows}
        skeleton="rows"
        skeletonCount={1}
        empty={{
          title: t('home.tasks.empty'),
          icon: <ClipboardCheck aria-hidden="true" className="size-6" />,
        }}
      >
        {(items) => (
          <ul className="divide-y divide-line" data-testid="home-tasks">
            {items.map((row) => (
              <li
                key={row.key}
                className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-ink">{row.text}</p>
                  {row.detail ? <p className="text-xs break-words text-ink-subtle">{row.detail}</p> : null}
                </div>
                {row.link ? (
                  <Link
                    to={row.link.to}
                    className="text-sm font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400"
                  >
                    {row.link.label}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Card>
  );
}
