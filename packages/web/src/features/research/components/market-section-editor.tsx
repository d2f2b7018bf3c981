import type { MarketSection } from '@ailab/core/contract/research/industries.schemas';
import { isApiError } from '@ailab/core/errors/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useServices } from '../../../hooks/use-services';
import { errorMessage, fieldErrors } from '../../../lib/api-error';
import { useSaveMarketSection } from '../api/industries-api';
import { researchKeys } from '../api/research-query-keys';
import { parseSources } from './research-draft';

interface SectionForm {
  title: string;
  body: string;
  sources: string;
  lastReviewed: string;
}

function formOf(section: MarketSection): SectionForm {
  return {
    title: section.title,
    body: section.body,
    sources: section.sources.map((source) => `${source.title} ${source.url}`).join('\n'),
    lastReviewed: section.last_reviewed,
  };
}

/**
 * Administrators edit one section of an industry's overview in place. The save names the version
 * (`updated_at`) the edit started from; when someone saved the section meanwhile the server answers
 * 409, the text stays on screen and the editor offers to load the newer version instead of overwriting.
 */
export function MarketSectionEditor({
  industry,
  section,
  onDone,
}: {
  industry: string;
  section: MarketSection;
  onDone: () => void;
}) {
  const { t } = useTranslation('research');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const save = useSaveMarketSection();
  const [form, setForm] = useState<SectionForm>(() => formOf(section));
  const [base, setBase] = useState(section.updated_at);
  const stale = isApiError(save.error) && save.error.code === 'CONFLICT';
  const fields = fieldErrors(save.error);
  const id = `section-${section.key}`;
  const update = (patch: Partial<SectionForm>) => setForm((current) => ({ ...current, ...patch }));

  const loadNewest = async () => {
    const newest = await queryClient.fetchQuery({
      queryKey: researchKeys.market(industry),
      queryFn: () => api.ailabIndustries.market({ industry }),
      staleTime: 0,
    });
    const fresh = newest.sections.find((item) => item.key === section.key);
    if (fresh) {
      setForm(formOf(fresh));
      setBase(fresh.updated_at);
    }
    save.reset();
  };

  return (
    <form
      className="space-y-4"
      aria-label={t('web.sectionEditor.label', { title: section.title })}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            industry,
            key: section.key,
            title: form.title,
            body: form.body,
            sources: parseSources(form.sources),
            last_reviewed: form.lastReviewed,
            base_updated_at: base,
          },
          { onSuccess: onDone },
        );
      }}
    >
      {stale ? (
        <Alert tone="error">
          <p>{errorMessage(save.error, t('web.editor.staleFallback'))}</p>
          <Button className="mt-2" variant="secondary" onClick={() => void loadNewest()}>
            {t('web.editor.loadNewest')}
          </Button>
        </Alert>
      ) : save.error ? (
        <Alert tone="error">{errorMessage(save.error, t('web.editor.failed'))}</Alert>
      ) : null}
      <TextField
        label={t('web.sectionEditor.title')}
        value={form.title}
        error={fields.title}
        onChange={(event) => update({ title: event.target.value })}
      />
      <MarkdownEditor
        label={t('web.sectionEditor.body')}
        value={form.body}
        rows={10}
        error={fields.body}
        onChange={(body) => update({ body })}
      />
      <div>
        <label className="block text-sm font-medium text-ink" htmlFor={`${id}-sources`}>
          {t('web.editor.fields.sources')}
        </label>
        <textarea
          id={`${id}-sources`}
          className="mt-1 block min-h-24 w-full rounded-control border border-line bg-surface px-3 py-2 text-sm text-ink"
          value={form.sources}
          onChange={(event) => update({ sources: event.target.value })}
          aria-describedby={`${id}-sources-hint`}
        />
        <p id={`${id}-sources-hint`} className="mt-1 text-xs text-ink-subtle">
          {fields.sources ?? t('web.editor.fields.sourcesHint')}
        </p>
      </div>
      <TextField
        type="date"
        label={t('web.sectionEditor.lastReviewed')}
        value={form.lastReviewed}
        error={fields.last_reviewed}
        onChange={(event) => update({ lastReviewed: event.target.value })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} disabled={stale}>
          {t('web.sectionEditor.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('web.sectionEditor.cancel')}
        </Button>
      </div>
    </form>
  );
}
