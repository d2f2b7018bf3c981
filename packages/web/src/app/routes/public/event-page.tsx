import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { paths } from '../../../config/paths';
import { useEvent } from '../../../features/events/api/get-event';
import { EventDetail } from '../../../features/events/components/event-detail';
import { viewerTimeZone } from '../../../features/events/components/event-when';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /events/:slug: one event with registration and "Add to calendar". */
export function Component() {
  const { t } = useTranslation(['events', 'common']);
  const { slug = '' } = useParams();
  const query = useEvent(slug);
  useDocumentTitle(query.data?.title ?? t('events:web.title'));
  if (query.isPending) return <SectionSpinner />;
  if (query.isError || !query.data)
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
        <Alert tone={query.isError ? 'error' : 'info'}>
          {query.isError ? t('common:genericError') : t('events:web.notFound')}
        </Alert>
        <Link to={paths.events} className={buttonClasses('secondary')}>
          {t('events:web.allEvents')}
        </Link>
      </div>
    );
  return <EventDetail event={query.data} timeZone={viewerTimeZone()} />;
}
