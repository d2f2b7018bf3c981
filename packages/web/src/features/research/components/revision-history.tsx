import type { DiffAnswer, ResearchItem } from '@ailab/core/contract/research/research.schemas';

type DiffPart = DiffAnswer['parts'][number];

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/list/query-view';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useDiff, useRevisions } from '../api/research-api';
import { formatDay } from './format-day';

const PART_CLASS = {
  same: 'text-ink-muted',
  added: 'bg-success-soft text-success',
  removed: 'bg-danger-soft text-danger line-through',
} as const;

/** The diff's parts, each with the offset of its text in the whole diff (a stable key). */
function keyedParts(parts: readonly DiffPart[]): (DiffPart & { at: number })[] {
  let at = 0;
  return parts.map((part) => {
    const keyed = { ...part, at };
    at += part.text.length + 1;
    return keyed;
  });
}

/** Revision history and a side-by-side diff (jsdiff on the server), by default approved → newest. */
export function RevisionHistory({ item }: { item: ResearchItem }) {
  const { t, i18n } = useTranslation('research');
  const revisions = useRevisions(item.id);
  const [from, setFrom] = useState<number | undefined>(undefined);
  const [to, setTo] = useState<number | undefined>(undefined);
  const diff = useDiff(item.id, from, to);
  const options = (revisions.data?.items ?? []).map((revision) => ({
    value: String(revision.number),
    label: `${revision.number} · ${revision.author.name} · ${formatDay(revision.created_at, i18n.language)}${
      revision.approved ? ` · ${t('web.revisions.approved')}` : ''
    }${revision.published ? ` · ${t('web.revisions.published')}` : ''}`,
  }));
  return (
    <Card title={t('web.revisions.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('web.revisions.from')}
          value={String(from ?? diff.data?.from ?? '')}
          onValueChange={(value) => setFrom(Number(value))}
          options={options}
        />
        <SelectField
          label={t('web.revisions.to')}
          value={String(to ?? diff.data?.to ?? '')}
          onValueChange={(value) => setTo(Number(value))}
          options={options}
        />
      </div>
      <QueryView query={diff}>
        {(data) => (
          <figure className="mt-4 grid gap-3 md:grid-cols-2">
            <figcaption className="sr-only md:col-span-2">
              {t('web.revisions.diff', { from: data.from, to: data.to })}
            </figcaption>
            {(['removed', 'added'] as const).map((side) => (
              <pre
                key={side}
                className="overflow-x-auto whitespace-pre-wrap break-words rounded border border-line p-2 text-xs"
              >
                <span className="mb-1 block font-sans font-semibold text-ink">
                  {side === 'removed'
                    ? t('web.revisions.before', { n: data.from })
                    : t('web.revisions.after', { n: data.to })}
                </span>
                {keyedParts(data.parts)
                  .filter((part) => part.kind === 'same' || part.kind === side)
                  .map((part) => (
                    <span key={`${side}-${part.at}`} className={PART_CLASS[part.kind]} data-diff={part.kind}>
                      {part.text}
                    </span>
                  ))}
              </pre>
            ))}
          </figure>
        )}
      </QueryView>
    </Card>
  );
}
