import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { fileInputClasses } from '../../../components/ui/file-input';
import { useRemoveInstituteLogo, useSetInstituteLogo } from '../api/institutes-api';

/** The institute's logo on its page: shown, replaced by an uploaded image, removed (not while archived). */
export function InstituteLogoField({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('institutes');
  const upload = useSetInstituteLogo();
  const remove = useRemoveInstituteLogo();
  const inputId = `institute-logo-${institute.id}`;
  const editable = institute.status !== 'archived';
  return (
    <div className="flex flex-wrap items-center gap-4">
      {institute.logo_url ? (
        <img
          src={institute.logo_url}
          alt={t('web.logo.alt', { institute: institute.name })}
          className="size-16 rounded-lg border border-line bg-surface object-contain"
        />
      ) : (
        <span className="text-sm text-ink-subtle">{t('web.logo.none')}</span>
      )}
      {editable ? (
        <div className="space-y-1">
          <label className="block text-sm text-ink" htmlFor={inputId}>
            {institute.logo_url ? t('web.logo.replace') : t('web.logo.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className={fileInputClasses('max-w-xs')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate({ instituteId: institute.id, file });
            }}
          />
          <p className="text-xs text-ink-subtle">{t('web.logo.hint')}</p>
        </div>
      ) : null}
      {editable && institute.logo_url ? (
        <Button variant="danger-ghost" loading={remove.isPending} onClick={() => remove.mutate(institute.id)}>
          {t('web.logo.remove')}
        </Button>
      ) : null}
      <FormError error={upload.error ?? remove.error} />
    </div>
  );
}
