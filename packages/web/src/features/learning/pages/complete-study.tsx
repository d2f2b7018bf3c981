import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { paths, searchParams } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useStudyOutline } from '../api/get-study-outline';
import { useCertificate } from '../api/verify-certificate';
import { CertificateCard } from '../components/certificate-card';
import { useLearningArea } from '../use-learning-area';

/** my-education/mylearning/complete-study?course=…: my certificate, printable, with its public check. */
export function Component() {
  const { t } = useTranslation('learning');
  const area = useLearningArea();
  const [params] = useSearchParams();
  const courseId = params.get(searchParams.course) ?? '';
  const outline = useStudyOutline(courseId);
  const code = outline.data?.progress.certificate_code ?? null;
  const certificate = useCertificate(code);
  useDocumentTitle(t('web.certificate'));
  const verifyPath = paths.education.certificate(code ?? undefined);

  return (
    <ScreenContainer width="compact" className="space-y-6">
      <div className="print:hidden">
        <PageHeader title={t('web.certificate')} />
      </div>
      {outline.isPending || certificate.isLoading ? (
        <SectionSpinner />
      ) : outline.isError ? (
        <FormError error={outline.error} />
      ) : !code || !certificate.data?.certificate ? (
        <div className="space-y-4">
          <p className="text-ink-muted">{t('web.noCertificateYet')}</p>
          <Link to={paths.learning.study(area, courseId)} className={buttonClasses('primary')}>
            {t('web.continue')}
          </Link>
        </div>
      ) : (
        <>
          <CertificateCard
            certificate={certificate.data.certificate}
            verifyUrl={`${window.location.origin}${verifyPath}`}
          />
          <div className="flex flex-wrap justify-center gap-3 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('web.print')}
            </Button>
            <Link to={verifyPath} className={buttonClasses('secondary')}>
              {t('web.checkPublicly')}
            </Link>
            <Link to={paths.learning.reviewStudy(area, courseId)} className={buttonClasses('primary')}>
              {t('web.reviewCourse')}
            </Link>
          </div>
        </>
      )}
    </ScreenContainer>
  );
}
