import { isApiError } from '@ailab/core/errors/api-error';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Button } from '../../../components/ui/button';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useShareView } from '../api/pitch-share';
import { PasswordGate } from './password-gate';
import { PitchView } from './pitch-view';
import { useSectionTime } from './use-section-time';

function EmailGate({
  names,
  onSubmit,
  error,
}: {
  names: string;
  onSubmit(email: string): void;
  error: unknown;
}) {
  const { t } = useTranslation('startups');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email.trim());
  };
  return (
    <form
      onSubmit={submit}
      className="mx-auto max-w-md space-y-4 rounded-card border border-line bg-surface p-6"
    >
      <h1 className="text-xl font-semibold text-ink">{names}</h1>
      <p className="text-sm text-ink-muted">{t('web.share.gateIntro')}</p>
      <FormError error={error} />
      <TextField
        label={t('web.share.gateEmail')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit">{t('web.share.gateSubmit')}</Button>
    </form>
  );
}

/**
 * /p/:token: a pitch shared by a link; its password first when it has one, then an email when the
 * link asks; a clear page once it is gone. The view grant lives in this page's state only.
 */
export function SharedPitchScreen() {
  const { t } = useTranslation('startups');
  const { token = '' } = useParams();
  const [email, setEmail] = useState('');
  const [grant, setGrant] = useState('');
  const first = useShareView(token, '', grant);
  const gated = useShareView(token, email, grant, email !== '');
  const data = gated.data ?? first.data;
  useDocumentTitle(data ? `${data.startup_name}: ${data.pitch_title}` : t('web.share.pageTitle'));
  const content = data?.content ?? null;
  useSectionTime(token, content ? (data?.visit ?? null) : null, content?.sections.map((s) => s.id) ?? []);
  const gateRefused = isApiError(gated.error, 'VALIDATION_FAILED');
  const error = first.error ?? (gateRefused ? null : gated.error);
  let body: ReactNode;
  const unknown = isApiError(error, 'NOT_FOUND') || isApiError(first.error, 'VALIDATION_FAILED');
  if (isApiError(error, 'LINK_GONE') || unknown)
    body = (
      <EmptyState
        title={t(isApiError(error, 'LINK_GONE') ? 'web.share.goneTitle' : 'web.share.unknownTitle')}
        description={isApiError(error, 'LINK_GONE') ? error.message : t('web.share.unknownText')}
      />
    );
  else if (error) body = <ErrorState error={error} onRetry={() => first.refetch()} />;
  else if (!data || gated.isFetching) body = <LoadingSkeleton variant="cards" count={2} />;
  else if (content) body = <PitchView content={content} />;
  else if (data.locked)
    body = (
      <PasswordGate token={token} names={`${data.startup_name}: ${data.pitch_title}`} onGrant={setGrant} />
    );
  else
    body = (
      <EmailGate
        names={`${data.startup_name}: ${data.pitch_title}`}
        onSubmit={setEmail}
        error={gateRefused ? gated.error : null}
      />
    );
  return <ScreenContainer width="wide">{body}</ScreenContainer>;
}
