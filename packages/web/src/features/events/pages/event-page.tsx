import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useEvent } from '../api/get-event';
import { EventDetail } from '../components/event-detail';
import { viewerTimeZone } from '../components/event-when';

/** /events/:slug: one event with registration and "Add to calendar". */
export function Component() {
  const { t } = useTranslation(['events', 'common']);
  const { slug = '' } = useParams();
  const query = useEvent(slug);
  useDocumentTitle(query.data?.title ?? t('events:web.title'));
  return (
    <QueryView
      query={query}
      notFound={
        <ScreenContainer width="compact" className="space-y-4">
          <Alert tone="info">{t('events:web.notFound')}</Alert>
          <Link to={paths.events} className={buttonClasses('secondary')}>
            {t('events:web.allEvents')}
          </Link>
        </ScreenContainer>
      }
    >
      {(event) => <EventDetail event={event} timeZone={viewerTimeZone()} />}
    </QueryView>
  );
}
