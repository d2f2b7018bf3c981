import type { ResearchItem } from '@ailab/core/contract/research/research.schemas';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { fileInputClasses } from '../../../components/ui/file-input';
import { useRemoveResearchCover, useSetResearchCover } from '../api/research-api';

/** The editor's cover image: the current one, choose a new one (PNG, JPEG, WebP, GIF), remove it. */
export function CoverField({ item }: { item: ResearchItem }) {
  const { t } = useTranslation('research');
  const upload = useSetResearchCover();
  const remove = useRemoveResearchCover();
  const inputId = `cover-${item.id}`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{t('web.editor.cover.label')}</legend>
      {item.cover_url ? (
        <img
          src={item.cover_url}
          alt={t('web.editor.cover.current')}
          className="aspect-[1.91/1] w-full max-w-md rounded-card border border-line object-cover"
        />
      ) : (
        <p className="text-sm text-ink-subtle">{t('web.editor.cover.none')}</p>
      )}
      {item.can_edit ? (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label className="block text-sm text-ink" htmlFor={inputId}>
              {item.cover_url ? t('web.editor.cover.replace') : t('web.editor.cover.choose')}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-describedby={`${inputId}-hint`}
              className={fileInputClasses('mt-1 max-w-xs')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.mutate({ id: item.id, file });
              }}
            />
          </div>
          {item.cover_url ? (
            <Button variant="danger-ghost" loading={remove.isPending} onClick={() => remove.mutate(item.id)}>
              {t('web.editor.cover.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p id={`${inputId}-hint`} className="text-xs text-ink-subtle">
        {t('web.editor.cover.hint')}
      </p>
      {upload.isPending ? (
        <p className="text-sm text-ink-muted" role="status">
          {t('web.editor.cover.uploading')}
        </p>
      ) : null}
      <FormError error={upload.error ?? remove.error} />
    </fieldset>
  );
}
