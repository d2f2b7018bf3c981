import type { ResearchSection } from '@ailab/core/contract/research/research.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useServices } from '../../../hooks/use-services';
import { streamDraft } from '../api/generate-stream';

/**
 * "Generate a draft": streams a model's section (or the labelled outline) for the first chosen industry
 * into a preview, then adds it to the editor as a new section. The text is shown only as Markdown.
 */
export function GenerateSection({
  industries,
  onDraft,
}: {
  industries: string[];
  onDraft: (section: ResearchSection) => void;
}) {
  const { t, i18n } = useTranslation('research');
  const { storage } = useServices();
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const industry = industries[0];
  const run = async () => {
    if (!industry) return;
    setBusy(true);
    setText('');
    setProblem('');
    const outcome = await streamDraft(
      storage,
      i18n.language,
      { industry, ...(topic.trim() ? { topic: topic.trim() } : {}) },
      (delta) => setText((current) => current + delta),
    ).catch(() => ({ ok: false as const, message: t('web.generate.failed') }));
    setBusy(false);
    if (outcome.ok) onDraft(outcome.draft.section);
    else setProblem(outcome.message || t('web.generate.failed'));
  };
  return (
    <section
      aria-labelledby="generate-title"
      className="space-y-2 rounded-card border border-dashed border-line p-3"
    >
      <h3 id="generate-title" className="text-sm font-semibold text-ink">
        {t('web.generate.title')}
      </h3>
      <p className="text-xs text-ink-subtle">
        {industry ? t('web.generate.hint') : t('web.generate.needIndustry')}
      </p>
      <TextField
        label={t('web.generate.topic')}
        value={topic}
        maxLength={200}
        onChange={(event) => setTopic(event.target.value)}
      />
      <Button variant="secondary" loading={busy} disabled={!industry} onClick={() => void run()}>
        {t('web.generate.run')}
      </Button>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {busy && text ? (
        <div aria-live="polite" className="rounded border border-line p-2">
          <LazyMarkdown source={text} />
        </div>
      ) : null}
    </section>
  );
}
