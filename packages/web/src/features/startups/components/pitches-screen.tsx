import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { useMyStartups } from '../api/my-startups';
import { useAddPitch, useMyPitches } from '../api/pitch-editor';

/** /ailab/startups/pitches: my pitches, and a new one from the template. */
export function PitchesScreen() {
  const { t } = useTranslation('startups');
  const title = useScreenTitle('pitches');
  const pitches = useMyPitches();
  const startups = useMyStartups();
  const add = useAddPitch();
  const [startupId, setStartupId] = useState('');
  const [pitchTitle, setPitchTitle] = useState('');
  const owned = (startups.data?.items ?? []).filter((startup) => startup.status === 'active');
  const chosen = startupId || owned[0]?.id || '';
  const editor = (id: string) =>
    `${paths.area('ailab', 'startups/pitch-manager')}?pitch=${encodeURIComponent(id)}`;
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={title} description={t('web.pitches.intro')} />
      {owned.length > 0 ? (
        <Card title={t('web.pitches.create')}>
          <form
            className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate({ startup_id: chosen, title: pitchTitle }, { onSuccess: () => setPitchTitle('') });
            }}
          >
            <SelectField
              label={t('web.pitches.startup')}
              value={chosen}
              onValueChange={setStartupId}
              options={owned.map((startup) => ({ value: startup.id, label: startup.name }))}
            />
            <TextField
              label={t('web.pitches.title')}
              value={pitchTitle}
              onChange={(event) => setPitchTitle(event.target.value)}
              required
              maxLength={140}
            />
            <Button type="submit" loading={add.isPending}>
              {t('web.pitches.createButton')}
            </Button>
          </form>
          <FormError error={add.error} />
        </Card>
      ) : null}
      <ListView query={pitches} items={pitches.data?.items ?? []} empty={{ title: t('web.pitches.empty') }}>
        {(rows) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-surface">
            {rows.map((pitch) => (
              <li key={pitch.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link
                    to={editor(pitch.id)}
                    className="font-semibold text-ink underline-offset-2 hover:underline"
                  >
                    {pitch.title}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    {pitch.startup_name} · {t('web.pitches.sections', { count: pitch.section_count })}
                  </p>
                </div>
                <Badge
                  tone={
                    pitch.status === 'active' ? 'success' : pitch.status === 'draft' ? 'warning' : 'neutral'
                  }
                >
                  {t(`web.status.${pitch.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </ScreenContainer>
  );
}
