import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { TextField } from '../../../components/ui/text-field';
import { searchParams } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCertificate } from '../api/verify-certificate';
import { CertificateCard } from '../components/certificate-card';

/** /education/certificate?code=…: anyone checks a certificate by its verification code. */
export function Component() {
  const { t } = useTranslation('learning');
  const [params, setParams] = useSearchParams();
  const code = params.get(searchParams.code);
  const [draft, setDraft] = useState(code ?? '');
  const query = useCertificate(code);
  useDocumentTitle(t('web.checkCertificate'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ [searchParams.code]: draft.trim().toUpperCase() });
  };
  return (
    <ScreenContainer width="compact" className="space-y-6">
      <PageHeader title={t('web.checkCertificate')} />
      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              label={t('web.verificationCode')}
              name="code"
              value={draft}
              placeholder="AIL-XXXX-XXXX-XXXX"
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit">{t('web.check')}</Button>
        </form>
      </Card>
      {query.isError ? <FormError error={query.error} /> : null}
      {query.data?.valid && query.data.certificate ? (
        <>
          <Alert tone="success">
            <span className="inline-flex items-center gap-1">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t('web.certificateValid')}
            </span>
          </Alert>
          <CertificateCard certificate={query.data.certificate} verifyUrl={window.location.href} />
        </>
      ) : query.data ? (
        <Alert tone="error">{t('web.certificateUnknown')}</Alert>
      ) : null}
    </ScreenContainer>
  );
}
