import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { fullName } from '@ailab/core/session/session';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useUpdateHeadshot } from '../api/update-headshot';

const DEFAULT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface HeadshotCardProps {
  user: User;
  /** Limits from app_config; the server checks them again. */
  maxBytes: number | undefined;
  types: string[] | undefined;
}

function formatLimit(bytes: number | undefined): string {
  if (!bytes) return '';
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/** The profile photo with an upload button (PNG, JPEG or WebP), checked before it is sent. */
export function HeadshotCard({ user, maxBytes, types }: HeadshotCardProps) {
  const { t } = useTranslation(['web', 'common', 'account']);
  const input = useRef<HTMLInputElement>(null);
  const uploadMutation = useUpdateHeadshot();
  const [problem, setProblem] = useState<string | null>(null);
  const accepted = types && types.length > 0 ? types : DEFAULT_TYPES;
  const limit = formatLimit(maxBytes);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    uploadMutation.reset();
    if (!accepted.includes(file.type)) return setProblem(t('account:profile.photoType'));
    if (maxBytes && file.size > maxBytes) return setProblem(t('account:profile.photoTooBig', { limit }));
    setProblem(null);
    uploadMutation.mutate(file);
  };

  return (
    <Card
      id="headshot"
      title={t('account:profile.photo')}
      description={t('account:profile.photoHint', { limit })}
    >
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <Avatar photoUrl={user.photo_url} name={fullName(user)} className="size-24 text-3xl" />
        <div className="w-full space-y-3">
          {problem ? <Alert tone="error">{problem}</Alert> : <FormError error={uploadMutation.error} />}
          {uploadMutation.isSuccess ? <Alert tone="success">{t('common:operationSuccessful')}</Alert> : null}
          <input
            ref={input}
            type="file"
            accept={accepted.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('account:profile.uploadPhoto')}
            data-testid="headshot-input"
            onChange={onFile}
          />
          <Button
            variant="secondary"
            loading={uploadMutation.isPending}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('account:profile.uploadPhoto')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
