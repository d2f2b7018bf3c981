import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useRegisterForEvent } from '../api/register-for-event';

/**
 * The emailed links. `confirm` runs at once (opening the link is the proof);
 * `cancel` asks first, since it gives the seat away.
 */
export function EventLinkScreen({ kind, token }: { kind: 'confirm' | 'cancel'; token: string }) {
  const { t } = useTranslation('events');
  const mutation = useRegisterForEvent();
  const started = useRef(false);
  const [asked, setAsked] = useState(false);
  useDocumentTitle(kind === 'confirm' ? t('web.confirmTitle') : t('web.cancelTitle'));
  useEffect(() => {
    if (kind !== 'confirm' || started.current || !token) return;
    started.current = true;
    mutation.mutate({ action: 'confirm', token });
  }, [kind, token, mutation]);

  const answer = mutation.data;
  return (
    <ScreenContainer width="compact" className="space-y-5">
      <PageHeader title={kind === 'confirm' ? t('web.confirmTitle') : t('web.cancelTitle')} />
      {!token ? <Alert tone="error">{t('web.linkBroken')}</Alert> : null}
      <FormError error={mutation.error} />
      {answer ? (
        <div className="space-y-4">
          <Alert tone={answer.status === 'cancelled' ? 'info' : 'success'}>{answer.message}</Alert>
          <p className="font-medium text-ink">{answer.event.title}</p>
          <Link to={paths.event(answer.event.slug)} className={buttonClasses('secondary')}>
            {t('web.openEvent')}
          </Link>
        </div>
      ) : kind === 'confirm' && token && mutation.isPending ? (
        <SectionSpinner />
      ) : kind === 'cancel' && token && !mutation.isError ? (
        <div className="space-y-3">
          <p className="text-ink-muted">{t('web.cancelQuestion')}</p>
          <Button
            variant="danger"
            loading={mutation.isPending}
            disabled={asked}
            onClick={() => {
              setAsked(true);
              mutation.mutate({ action: 'cancel_link', token });
            }}
          >
            {t('web.cancelConfirm')}
          </Button>
        </div>
      ) : null}
    </ScreenContainer>
  );
}
