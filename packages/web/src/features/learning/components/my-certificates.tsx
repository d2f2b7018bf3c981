import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { type Area, paths } from '../../../config/paths';
import { useMyCourses } from '../api/get-my-courses';

/**
 * "My certificates": every course I completed with its verification code and a link to the certificate. Built from
 * my courses (`course/selected` carries each certificate's code), so it needs no endpoint of its own.
 */
export function MyCertificates({ area }: { area: Area }) {
  const { t } = useTranslation('learning');
  const query = useMyCourses();
  const earned = (query.data ?? []).flatMap(({ course, progress }) =>
    progress.certificate_code ? [{ course, code: progress.certificate_code }] : [],
  );
  if (!query.isSuccess) return null;
  return (
    <Card id="my-certificates" title={t('web.myCertificates')}>
      {earned.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('web.noCertificatesYet')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {earned.map(({ course, code }) => (
            <li key={code} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <Award aria-hidden="true" className="size-4 shrink-0 text-success" />
                <span className="font-medium text-ink">{course.title}</span>
                <span className="font-mono text-xs text-ink-subtle">{code}</span>
              </span>
              <Link
                to={paths.learning.completeStudy(area, course.id)}
                className="text-link underline"
                aria-label={t('web.viewCertificateOf', { title: course.title })}
              >
                {t('web.viewCertificate')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
