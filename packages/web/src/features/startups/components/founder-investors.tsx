import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useAgreeIntro, useInvestorsFor, usePitchInterests } from '../api/investor-desk';
import { useMyPitches } from '../api/pitch-editor';
import { MatchReasons } from './match-reasons';

/** For founders: investors ranked for one of their pitches, with reasons, and who asked about it. */
export function FounderInvestors() {
  const { t } = useTranslation('startups');
  const pitches = useMyPitches();
  const [chosen, setChosen] = useState('');
  const pitchId = chosen || pitches.data?.items[0]?.id;
  const investors = useInvestorsFor(pitchId);
  const interests = usePitchInterests(pitchId);
  const agree = useAgreeIntro(pitchId ?? '');
  return (
    <div className="space-y-6">
      <SelectField
        label={t('web.editor.pitch')}
        className="max-w-md"
        value={pitchId ?? ''}
        onValueChange={setChosen}
        options={(pitches.data?.items ?? []).map((pitch) => ({
          value: pitch.id,
          label: `${pitch.startup_name}: ${pitch.title}`,
        }))}
      />
      <Card title={t('web.interests.title')}>
        <FormError error={agree.error} />
        <ListView
          query={interests}
          items={interests.data?.items ?? []}
          empty={{ title: t('web.interests.empty') }}
        >
          {(rows) => (
            <ul className="space-y-2">
              {rows.map((row) => (
                <li
                  key={row.interest_id}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <span className="text-ink">
                    {row.investor_name} · {row.firm} · {t(`web.matches.signal.${row.signal}`)}
                    {row.intro ? ` · ${row.intro.email}` : ''}
                  </span>
                  {row.signal === 'intro_requested' && !row.intro_agreed ? (
                    <Button
                      variant="secondary"
                      loading={agree.isPending}
                      onClick={() => agree.mutate(row.interest_id)}
                    >
                      {t('web.interests.agree')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </Card>
      <ListView
        query={investors}
        items={investors.data?.items ?? []}
        skeleton="cards"
        empty={{ title: t('web.investors.empty') }}
      >
        {(rows) => (
          <ul className="space-y-4" aria-label={t('web.investors.title')}>
            {rows.map((investor) => (
              <li
                key={investor.user_id}
                className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card md:grid-cols-[1fr_18rem]"
              >
                <div className="min-w-0 space-y-1">
                  <h3 className="text-lg font-semibold text-ink">{investor.firm}</h3>
                  <p className="text-sm text-ink-muted">{investor.name}</p>
                  <p className="text-sm text-ink">{investor.thesis}</p>
                </div>
                {investor.match ? <MatchReasons match={investor.match} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
