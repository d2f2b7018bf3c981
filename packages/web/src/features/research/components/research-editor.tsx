import type { ResearchItem } from '@ailab/core/contract/research/research.schemas';
import { isApiError } from '@ailab/core/errors/api-error';
import { sectionKeyFor as sectionKey } from '@ailab/core/research/report-markdown';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useServices } from '../../../hooks/use-services';
import { errorMessage, fieldErrors } from '../../../lib/api-error';
import { useIndustries } from '../api/industries-api';
import { useManageResearch } from '../api/research-api';
import { researchKeys } from '../api/research-query-keys';
import { CoverField } from './cover-field';
import { GenerateSection } from './generate-section';
import { draftOf, parseSources, parseTags, type ResearchDraft } from './research-draft';

type SaveState = 'saved' | 'unsaved' | 'saving' | 'stale' | 'failed';

/**
 * The research editor: title, summary, industries, tags, sources and Markdown sections with preview.
 * It saves by itself a moment after typing stops, naming the version it started from; when someone
 * saved a newer version meanwhile the server answers 409 and the editor stops, keeps the text on
 * screen and offers to load the newer version (nothing is overwritten).
 */
export function ResearchEditor({ item }: { item: ResearchItem }) {
  const { t } = useTranslation('research');
  const queryClient = useQueryClient();
  const { api } = useServices();
  const manage = useManageResearch();
  const industries = useIndustries();
  const [draft, setDraft] = useState<ResearchDraft>(() => draftOf(item));
  const [version, setVersion] = useState(item.version);
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<unknown>(null);
  const edits = useRef(0);
  const saved = useRef(0);
  const debounced = useDebouncedValue(draft, 1200);
  const editable = item.can_edit;

  const update = (patch: Partial<ResearchDraft>) => {
    edits.current += 1;
    setDraft((current) => ({ ...current, ...patch }));
    setState((current) => (current === 'stale' ? current : 'unsaved'));
  };

  const save = async (content: ResearchDraft) => {
    const at = edits.current;
    setState('saving');
    try {
      const answer = await manage.mutateAsync({
        action: 'edit',
        id: item.id,
        version,
        title: content.title,
        summary: content.summary,
        sections: content.sections,
        industries: content.industries,
        tags: parseTags(content.tags),
        sources: parseSources(content.sources),
      });
      saved.current = at;
      setVersion(answer.version);
      setError(null);
      setState(edits.current === at ? 'saved' : 'unsaved');
    } catch (caught) {
      setError(caught);
      setState(isApiError(caught) && caught.code === 'CONFLICT' ? 'stale' : 'failed');
    }
  };

  // Autosave: once typing stops, when there is something new and no conflict is waiting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: saves only when the debounced draft changes
  useEffect(() => {
    if (!editable || state !== 'unsaved' || manage.isPending || edits.current === saved.current) return;
    void save(debounced);
  }, [debounced]);

  const loadNewest = async () => {
    const latest = await queryClient.fetchQuery({
      queryKey: researchKeys.item(item.id),
      queryFn: () => api.ailabResearch.get({ id: item.id }),
      staleTime: 0,
    });
    edits.current = 0;
    saved.current = 0;
    setDraft(draftOf(latest.item));
    setVersion(latest.item.version);
    setError(null);
    setState('saved');
  };

  const fields = fieldErrors(error);
  const keys = draft.sections.map((section) => section.key);
  return (
    <Card
      title={t('web.editor.title')}
      description={t(`web.editor.state.${state}`, { version })}
      actions={
        editable ? (
          <Button
            variant="secondary"
            loading={state === 'saving'}
            disabled={state === 'stale'}
            onClick={() => void save(draft)}
          >
            {t('web.editor.save')}
          </Button>
        ) : null
      }
    >
      <div className="space-y-4">
        {state === 'stale' ? (
          <Alert tone="error">
            <p>{errorMessage(error, t('web.editor.staleFallback'))}</p>
            <Button className="mt-2" variant="secondary" onClick={() => void loadNewest()}>
              {t('web.editor.loadNewest')}
            </Button>
          </Alert>
        ) : null}
        {state === 'failed' ? (
          <Alert tone="error">{errorMessage(error, t('web.editor.failed'))}</Alert>
        ) : null}
        <fieldset disabled={!editable} className="space-y-4">
          <TextField
            label={t('web.editor.fields.title')}
            value={draft.title}
            error={fields.title}
            onChange={(event) => update({ title: event.target.value })}
          />
          <TextField
            label={t('web.editor.fields.summary')}
            value={draft.summary}
            error={fields.summary}
            onChange={(event) => update({ summary: event.target.value })}
          />
          <CoverField item={item} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{t('web.editor.fields.industries')}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {(industries.data?.items ?? []).map((industry) => (
                <label key={industry.slug} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={draft.industries.includes(industry.slug)}
                    onChange={(event) =>
                      update({
                        industries: event.target.checked
                          ? [...draft.industries, industry.slug]
                          : draft.industries.filter((slug) => slug !== industry.slug),
                      })
                    }
                  />
                  {industry.name}
                </label>
              ))}
            </div>
            {fields.industries ? <p className="text-sm text-danger">{fields.industries}</p> : null}
          </fieldset>
          <TextField
            label={t('web.editor.fields.tags')}
            hint={t('web.editor.fields.tagsHint')}
            value={draft.tags}
            error={fields.tags}
            onChange={(event) => update({ tags: event.target.value })}
          />
          {draft.sections.map((section, index) => (
            <div key={section.key} className="space-y-2 rounded-card border border-line p-3">
              <TextField
                label={t('web.editor.fields.sectionTitle', { n: index + 1 })}
                value={section.title}
                onChange={(event) =>
                  update({
                    sections: draft.sections.map((item, at) =>
                      at === index ? { ...item, title: event.target.value } : item,
                    ),
                  })
                }
              />
              <MarkdownEditor
                label={t('web.editor.fields.sectionBody', { n: index + 1 })}
                value={section.body}
                rows={8}
                onChange={(body) =>
                  update({
                    sections: draft.sections.map((item, at) => (at === index ? { ...item, body } : item)),
                  })
                }
              />
              <Button
                variant="danger-ghost"
                onClick={() => update({ sections: draft.sections.filter((_, at) => at !== index) })}
              >
                {t('web.editor.removeSection')}
              </Button>
            </div>
          ))}
          {fields.sections ? <p className="text-sm text-danger">{fields.sections}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                update({
                  sections: [
                    ...draft.sections,
                    {
                      key: sectionKey(t('web.editor.newSection'), keys),
                      title: t('web.editor.newSection'),
                      body: '',
                    },
                  ],
                })
              }
            >
              {t('web.editor.addSection')}
            </Button>
          </div>
          <label className="block text-sm font-medium text-ink" htmlFor={`sources-${item.id}`}>
            {t('web.editor.fields.sources')}
          </label>
          <textarea
            id={`sources-${item.id}`}
            className="block min-h-24 w-full rounded-control border border-line bg-surface px-3 py-2 text-sm text-ink"
            value={draft.sources}
            onChange={(event) => update({ sources: event.target.value })}
            aria-describedby={`sources-${item.id}-hint`}
          />
          <p id={`sources-${item.id}-hint`} className="text-xs text-ink-subtle">
            {fields.sources ?? t('web.editor.fields.sourcesHint')}
          </p>
        </fieldset>
        {editable ? (
          <GenerateSection
            industries={draft.industries}
            onDraft={(section) =>
              update({ sections: [...draft.sections, { ...section, key: sectionKey(section.title, keys) }] })
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
