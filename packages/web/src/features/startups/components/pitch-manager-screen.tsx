import type { PitchContent } from '@ailab/core/contract/startups/pitch.schemas';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { useMyStartups } from '../api/my-startups';
import { useMyPitches, usePitchContent, usePitchStatus, useUpdatePitch } from '../api/pitch-editor';
import { SharePanel } from '../share/share-panel';
import { KeyFacts } from './key-facts';
import { SectionEditor } from './section-editor';

const NEXT: Record<string, readonly ('active' | 'closed')[]> = {
  draft: ['active'],
  active: ['closed'],
  closed: ['active'],
};

function StatusControl({ content }: { content: PitchContent }) {
  const { t } = useTranslation('startups');
  const status = usePitchStatus(content.pitch.id);
  const current = content.pitch.status;
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink">
        <Badge tone={current === 'active' ? 'success' : current === 'draft' ? 'warning' : 'neutral'}>
          {t(`web.status.${current}`)}
        </Badge>{' '}
        {t(`web.status.visible.${current}`)}
      </p>
      <div className="flex flex-wrap gap-2">
        {(NEXT[current] ?? []).map((next) => (
          <Button
            key={next}
            variant="secondary"
            loading={status.isPending}
            onClick={() => status.mutate(next)}
          >
            {t(`web.status.to.${next}`)}
          </Button>
        ))}
      </div>
      <FormError error={status.error} />
    </div>
  );
}

function Editor({ content }: { content: PitchContent }) {
  const { t } = useTranslation('startups');
  const [selected, setSelected] = useState(content.sections[0]?.id ?? '');
  const update = useUpdatePitch(content.pitch.id);
  const ids = content.sections.map((section) => section.id);
  const move = (index: number, step: number) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + step, 0, moved);
    update.mutate({ action: 'reorder', id: content.pitch.id, section_ids: order });
  };
  const section = content.sections.find((item) => item.id === selected) ?? content.sections[0];
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <Card title={t('web.editor.sections')}>
        <ol className="space-y-1">
          {content.sections.map((item, index) => (
            <li key={item.id} className="flex items-center gap-1">
              <button
                type="button"
                aria-current={item.id === section?.id ? 'true' : undefined}
                onClick={() => setSelected(item.id)}
                className="min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm text-ink hover:bg-surface-muted aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold dark:aria-[current=true]:bg-brand-950/60"
              >
                {item.title}
              </button>
              <button
                type="button"
                className="rounded p-1 text-ink-muted hover:bg-surface-muted disabled:opacity-40"
                aria-label={t('web.editor.moveUp', { title: item.title })}
                disabled={index === 0 || update.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className="rounded p-1 text-ink-muted hover:bg-surface-muted disabled:opacity-40"
                aria-label={t('web.editor.moveDown', { title: item.title })}
                disabled={index === ids.length - 1 || update.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
        <FormError error={update.error} />
      </Card>
      <div className="min-w-0 space-y-6">
        <Card title={t('web.editor.keyFacts')}>
          <KeyFacts fields={content.fields} />
        </Card>
        {section ? (
          <Card title={section.title}>
            <SectionEditor
              key={section.id}
              section={section}
              pitchId={content.pitch.id}
              canGenerate={content.pitch.status === 'draft'}
            />
          </Card>
        ) : null}
      </div>
    </div>
  );
}

/** /ailab/startups/pitch-manager: the pitch editor. */
export function PitchManagerScreen() {
  const { t } = useTranslation('startups');
  const title = useScreenTitle('pitchManager');
  const [params, setParams] = useSearchParams();
  const pitches = useMyPitches();
  const items = pitches.data?.items ?? [];
  const pitchId = params.get('pitch') ?? items[0]?.id;
  const content = usePitchContent(pitchId);
  const startups = useMyStartups();
  const role = startups.data?.items.find((startup) => startup.id === content.data?.startup.id)?.my_role;
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={title} description={t('web.editor.intro')} />
      <ListView query={pitches} items={items} empty={{ title: t('web.pitches.empty') }}>
        {(rows) => (
          <div className="space-y-6">
            <SelectField
              label={t('web.editor.pitch')}
              className="max-w-md"
              value={pitchId ?? ''}
              onValueChange={(value) => setParams({ pitch: value })}
              options={rows.map((pitch) => ({
                value: pitch.id,
                label: `${pitch.startup_name}: ${pitch.title}`,
              }))}
            />
            {content.data ? (
              <>
                <StatusControl content={content.data} />
                <Editor key={content.data.pitch.id} content={content.data} />
                <SharePanel
                  pitchId={content.data.pitch.id}
                  status={content.data.pitch.status}
                  canManage={role === 'owner' || role === 'admin'}
                />
              </>
            ) : (
              <FormError error={content.error} />
            )}
          </div>
        )}
      </ListView>
    </ScreenContainer>
  );
}
