import type { Section } from '@ailab/core/contract/startups/pitch.schemas';
import { isApiError } from '@ailab/core/errors/api-error';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fileInputClasses } from '../../../components/ui/file-input';
import {
  useGenerateSection,
  useRemoveSectionImage,
  useReorderSectionImages,
  useSaveSection,
  useUploadSectionImage,
} from '../api/pitch-editor';
import { SectionHistory } from './section-history';

/**
 * One section: Markdown with preview, saved from the version it was opened at (a stale save keeps the
 * text and offers the newer version), its images, its history with diffs, and a generated draft.
 */
export function SectionEditor({
  section,
  pitchId,
  canGenerate,
}: {
  section: Section;
  pitchId: string;
  canGenerate: boolean;
}) {
  const { t } = useTranslation('startups');
  const [body, setBody] = useState(section.body);
  const [baseVersion, setBaseVersion] = useState(section.version);
  const [showHistory, setShowHistory] = useState(false);
  const save = useSaveSection(pitchId);
  const generate = useGenerateSection(pitchId);
  const upload = useUploadSectionImage(pitchId);
  const remove = useRemoveSectionImage(pitchId);
  const reorder = useReorderSectionImages(pitchId);
  const moveImage = (index: number, step: number) => {
    const order = section.images.map((image) => image.id);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + step, 0, moved);
    reorder.mutate({ section_id: section.id, order });
  };
  const stale = isApiError(save.error) && save.error.code === 'STALE_VERSION';
  const dirty = body !== section.body || baseVersion !== section.version;
  return (
    <div className="space-y-4">
      <MarkdownEditor
        label={t('web.editor.body', { title: section.title })}
        value={body}
        onChange={setBody}
        rows={12}
      />
      {stale ? (
        <Alert tone="error">
          <span>{t('web.editor.stale')}</span>{' '}
          <Button
            variant="secondary"
            onClick={() => {
              setBody(section.body);
              setBaseVersion(section.version);
              save.reset();
            }}
          >
            {t('web.editor.loadTheirs')}
          </Button>
        </Alert>
      ) : (
        <FormError error={save.error ?? generate.error} />
      )}
      {save.isSuccess && !dirty ? (
        <Alert tone="success">{t('web.editor.saved', { version: section.version })}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: section.id, version: baseVersion, body },
              { onSuccess: (saved) => setBaseVersion(saved.version) },
            )
          }
        >
          {t('web.editor.save')}
        </Button>
        {canGenerate ? (
          <Button
            variant="secondary"
            loading={generate.isPending}
            onClick={() =>
              generate.mutate(
                { section_id: section.id, version: baseVersion },
                {
                  onSuccess: (drafted) => {
                    setBody(drafted.section.body);
                    setBaseVersion(drafted.section.version);
                  },
                },
              )
            }
          >
            {t('web.editor.generate')}
          </Button>
        ) : null}
        <Button variant="ghost" aria-expanded={showHistory} onClick={() => setShowHistory((open) => !open)}>
          {showHistory ? t('web.editor.hideHistory') : t('web.editor.showHistory')}
        </Button>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">{t('web.editor.images')}</legend>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {section.images.map((image, index) => {
            const name = image.caption || t('web.editor.imageAlt', { position: index + 1 });
            return (
              <li key={image.id} className="space-y-1">
                <img src={image.url} alt={name} className="w-full rounded border border-line" />
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    aria-label={t('web.editor.imageEarlier', { name })}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => moveImage(index, -1)}
                  >
                    ←
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('web.editor.imageLater', { name })}
                    disabled={index === section.images.length - 1 || reorder.isPending}
                    onClick={() => moveImage(index, 1)}
                  >
                    →
                  </Button>
                  <Button
                    variant="danger-ghost"
                    loading={remove.isPending && remove.variables === image.id}
                    onClick={() => remove.mutate(image.id)}
                  >
                    {t('web.editor.removeImage')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <label className="block text-sm text-ink">
          {t('web.editor.addImages')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            className={fileInputClasses('mt-1')}
            onChange={async (event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              for (const file of files)
                await upload.mutateAsync({ sectionId: section.id, file }).catch(() => undefined);
            }}
          />
        </label>
        {upload.isPending ? (
          <p className="text-sm text-ink-muted" role="status">
            {t('web.editor.uploading')}
          </p>
        ) : null}
        <FormError error={upload.error ?? remove.error ?? reorder.error} />
      </fieldset>
      {showHistory ? <SectionHistory sectionId={section.id} /> : null}
    </div>
  );
}
