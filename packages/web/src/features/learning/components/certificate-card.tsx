import type { Certificate } from '@ailab/core/contract/learning/study.schemas';
import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/** A printable certificate with its verification code and where to check it. */
export function CertificateCard({ certificate, verifyUrl }: { certificate: Certificate; verifyUrl: string }) {
  const { t, i18n } = useTranslation('learning');
  return (
    <article
      data-testid="certificate"
      className="mx-auto max-w-2xl rounded-2xl border-4 border-double border-brand-300 bg-surface px-6 py-10 text-center shadow-sm print:border-line-strong print:shadow-none dark:border-brand-800"
    >
      <Award aria-hidden="true" className="mx-auto size-12 text-brand-600 dark:text-brand-300" />
      <p className="mt-4 text-sm uppercase tracking-widest text-ink-subtle">{t('web.certificateOf')}</p>
      <p className="mt-4 text-3xl font-bold text-ink">{certificate.learner_name}</p>
      <p className="mt-3 text-ink-muted">{t('web.hasCompleted')}</p>
      <p className="mt-1 text-xl font-semibold text-ink">{certificate.course_title}</p>
      <p className="mt-4 text-sm text-ink-muted">
        {formatDate(certificate.issued_at, i18n.language)}
        {certificate.score_percent === null
          ? null
          : ` · ${t('web.certificateScore', { percent: certificate.score_percent })}`}
      </p>
      <p className="mt-6 text-xs text-ink-subtle">
        {t('web.verificationCode')}:{' '}
        <span className="font-mono font-semibold" data-testid="certificate-code">
          {certificate.code}
        </span>
      </p>
      <p className="mt-1 break-all text-xs text-ink-subtle">{t('web.verifyAt', { url: verifyUrl })}</p>
    </article>
  );
}
