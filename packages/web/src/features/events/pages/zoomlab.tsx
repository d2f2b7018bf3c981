import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { viewerTimeZone } from '../components/event-when';
import { JoinInfo, SessionMaterials } from '../components/zoomlab/session-links';
import { SessionList } from '../components/zoomlab/session-list';

/**
 * /zoomlab (public): the lab's live online sessions, built on events. Upcoming events with an online link (the
 * link itself only for confirmed attendees), and past ones with the recording and materials organisers added.
 */
export function Component() {
  const { t } = useTranslation('events');
  const timeZone = viewerTimeZone();
  return (
    <ScreenContainer width="narrow" className="space-y-10">
      <PageHeader
        title={t('zoomlab.title')}
        description={t('zoomlab.intro')}
        actions={
          <Link to={paths.events} className="text-sm font-medium text-link underline">
            {t('zoomlab.allEvents')}
          </Link>
        }
      />
      <section aria-labelledby="zoomlab-upcoming" className="space-y-4">
        <h2 id="zoomlab-upcoming" className="text-xl font-semibold text-ink">
          {t('zoomlab.upcoming')}
        </h2>
        <SessionList
          when="upcoming"
          headingId="zoomlab-upcoming"
          timeZone={timeZone}
          emptyTitle={t('zoomlab.noUpcoming')}
          emptyBody={t('zoomlab.noUpcomingBody')}
          details={(event) => <JoinInfo event={event} />}
        />
      </section>
      <section aria-labelledby="zoomlab-past" className="space-y-4">
        <h2 id="zoomlab-past" className="text-xl font-semibold text-ink">
          {t('zoomlab.past')}
        </h2>
        <SessionList
          when="past"
          headingId="zoomlab-past"
          timeZone={timeZone}
          emptyTitle={t('zoomlab.noPast')}
          emptyBody={t('zoomlab.noPastBody')}
          details={(event) => <SessionMaterials event={event} />}
        />
      </section>
    </ScreenContainer>
  );
}
