import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list/list-view';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { usePipeline } from '../api/investor-desk';
import { MatchedPitches } from './matched-pitches';

/** /ailab/investment: the investor's home: their pipeline and intros, then matching pitches. */
export function InvestmentScreen() {
  const { t } = useTranslation('startups');
  const title = useScreenTitle('investment');
  const pipeline = usePipeline();
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={title} description={t('web.investment.intro')} />
      <Card title={t('web.investment.pipeline')}>
        <ListView
          query={pipeline}
          items={pipeline.data?.items ?? []}
          empty={{ title: t('web.investment.emptyPipeline') }}
        >
          {(rows) => (
            <ul className="divide-y divide-line">
              {rows.map((row) => (
                <li key={row.interest_id} className="space-y-1 py-3 text-sm">
                  <p className="font-medium text-ink">
                    {row.startup_name} · {row.title} <Badge>{t(`web.investment.stages.${row.stage}`)}</Badge>
                  </p>
                  {row.notes ? <p className="text-ink-muted">{row.notes}</p> : null}
                  {row.intro ? (
                    <p className="text-ink">
                      {t('web.investment.introShared', { name: row.intro.name, email: row.intro.email })}
                    </p>
                  ) : row.signal === 'intro_requested' ? (
                    <p className="text-ink-muted">{t('web.investment.introWaiting')}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </Card>
      <section className="space-y-4" aria-labelledby="matches-title">
        <h2 id="matches-title" className="text-xl font-semibold text-ink">
          {t('web.matches.title')}
        </h2>
        <MatchedPitches />
      </section>
    </ScreenContainer>
  );
}
