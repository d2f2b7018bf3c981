import type { User } from '@ailab/core/contract/schemas/user';
import { fullName } from '@ailab/core/session/session';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useUpdateHeadshot } from '../api/update-headshot';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** The profile photo with an upload button (PNG, JPEG or WebP). */
export function HeadshotCard({ user, maxBytes }: { user: User; maxBytes: number | undefined }) {
  const { t } = useTranslation(['web', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const uploadMutation = useUpdateHeadshot();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) uploadMutation.mutate(file);
  };

  const limit = maxBytes ? `${Math.round(maxBytes / 1024 / 1024)} MB` : '';
  return (
    <Card id="headshot" title={t('web:profile.photo')} description={t('web:profile.photoHint', { limit })}>
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <Avatar photoUrl={user.photo_url} name={fullName(user)} className="size-24 text-3xl" />
        <div className="w-full space-y-3">
          <FormError error={uploadMutation.error} />
          {uploadMutation.isSuccess ? <Alert tone="success">{t('common:operationSuccessful')}</Alert> : null}
          <input
            ref={input}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('web:profile.uploadPhoto')}
            data-testid="headshot-input"
            onChange={onFile}
          />
          <Button
            variant="secondary"
            loading={uploadMutation.isPending}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('web:profile.uploadPhoto')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
