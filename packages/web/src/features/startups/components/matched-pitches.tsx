import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useMatchedPitches, useSignalInterest } from '../api/investor-desk';
import { MatchReasons } from './match-reasons';
import { formatMoney } from './startup-format';

/** Active pitches ranked for the investor, with reasons and their interest buttons. */
export function MatchedPitches() {
  const { t, i18n } = useTranslation('startups');
  const query = useMatchedPitches();
  const signal = useSignalInterest();
  const items = query.data?.items ?? [];
  return (
    <>
      <FormError error={signal.error} />
      <ListView query={query} items={items} skeleton="cards" empty={{ title: t('web.matches.empty') }}>
        {(rows) => (
          <ul className="space-y-4" aria-label={t('web.matches.title')}>
            {rows.map((item) => (
              <li
                key={item.pitch_id}
                className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card md:grid-cols-[1fr_18rem]"
              >
                <div className="min-w-0 space-y-2">
                  <h3 className="text-lg font-semibold text-ink">{item.startup_name}</h3>
                  <p className="text-sm text-ink-muted">{item.one_liner}</p>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="brand">{t(`stages.${item.stage}`)}</Badge>
                    {item.industries.map((industry) => (
                      <Badge key={industry}>{industry}</Badge>
                    ))}
                    {item.amount_raising ? (
                      <Badge>{formatMoney(item.amount_raising, i18n.language)}</Badge>
                    ) : null}
                  </div>
                  {item.my_signal ? (
                    <p className="text-sm text-ink">{t(`web.matches.signal.${item.my_signal}`)}</p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      loading={
                        signal.isPending &&
                        signal.variables?.pitch_id === item.pitch_id &&
                        signal.variables.signal === 'interested'
                      }
                      onClick={() => signal.mutate({ pitch_id: item.pitch_id, signal: 'interested' })}
                    >
                      {t('web.matches.interested')}
                    </Button>
                    <Button
                      loading={
                        signal.isPending &&
                        signal.variables?.pitch_id === item.pitch_id &&
                        signal.variables.signal === 'intro_requested'
                      }
                      onClick={() => signal.mutate({ pitch_id: item.pitch_id, signal: 'intro_requested' })}
                    >
                      {t('web.matches.askIntro')}
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => signal.mutate({ pitch_id: item.pitch_id, signal: 'passed' })}
                    >
                      {t('web.matches.pass')}
                    </Button>
                  </div>
                </div>
                <MatchReasons match={item.match} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
