import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list/list-view';
import { useSectionHistory } from '../api/pitch-editor';

/** A section's revisions, newest first, each with the words it added and removed. */
export function SectionHistory({ sectionId }: { sectionId: string }) {
  const { t, i18n } = useTranslation('startups');
  const query = useSectionHistory(sectionId, true);
  const revisions = query.data?.revisions ?? [];
  return (
    <ListView query={query} items={revisions} empty={{ title: t('web.editor.noHistory') }}>
      {(rows) => (
        <ol className="space-y-3" aria-label={t('web.editor.history')}>
          {rows.map((revision) => (
            <li key={revision.version} className="rounded-lg border border-line p-3 text-sm">
              <p className="font-medium text-ink">
                {t('web.editor.revision', {
                  version: revision.version,
                  author: revision.author_name ?? t('web.editor.someone'),
                  when: new Intl.DateTimeFormat(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(new Date(revision.created_at)),
                })}
                {revision.source !== 'edit' ? ` · ${t(`web.editor.source.${revision.source}`)}` : ''}
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-ink-muted">
                {revision.diff.map((part, index) =>
                  part.kind === 'added' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: diff runs have no identity but their place
                    <ins key={index} className="bg-success-soft text-success no-underline">
                      {part.text}
                    </ins>
                  ) : part.kind === 'removed' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: diff runs have no identity but their place
                    <del key={index} className="bg-danger-soft text-danger">
                      {part.text}
                    </del>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: diff runs have no identity but their place
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </ListView>
  );
}
