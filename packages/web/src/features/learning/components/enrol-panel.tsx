import type { PublicCourse } from '@ailab/core/contract/learning/course.schemas';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { type Area, paths } from '../../../config/paths';
import { useSignUpForCourse } from '../api/sign-up-for-course';
import { useMyCourse } from '../api/use-my-course';
import { CompletedBadge } from './completed-badge';

/** "Sign up" for a course: sign in first, enrol, continue studying, or (completed) the certificate. */
export function EnrolPanel({ page, area }: { page: PublicCourse; area: Area }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const { user, isLearner, mine, enrolled } = useMyCourse(page.course.id);
  const signup = useSignUpForCourse(page.course.id);
  const full = page.seats_left === 0;

  if (!user)
    return (
      <Link to={paths.login} className={buttonClasses('primary', 'w-full')}>
        {t('web.signInToEnrol')}
      </Link>
    );
  if (!isLearner) return <p className="text-sm text-ink-muted">{t('web.learnersOnly')}</p>;
  if (enrolled?.progress.completed)
    return (
      <div className="space-y-3">
        <CompletedBadge />
        <Link
          to={paths.learning.completeStudy(area, page.course.id)}
          className={buttonClasses('primary', 'w-full')}
        >
          {t('web.viewCertificate')}
        </Link>
        <Link
          to={paths.learning.study(area, page.course.id)}
          className={buttonClasses('secondary', 'w-full')}
        >
          {t('web.openMaterial')}
        </Link>
      </div>
    );
  if (enrolled)
    return (
      <Link to={paths.learning.study(area, page.course.id)} className={buttonClasses('primary', 'w-full')}>
        {t('web.continue')}
      </Link>
    );
  return (
    <div className="space-y-3">
      <FormError error={signup.error} />
      <Button
        className="w-full"
        loading={signup.isPending || mine.isPending}
        disabled={full || !page.course.enrolment_open}
        onClick={() =>
          signup.mutate('enrol', { onSuccess: () => navigate(paths.learning.study(area, page.course.id)) })
        }
      >
        {full ? t('web.full') : page.course.enrolment_open ? t('web.signUp') : t('web.closed')}
      </Button>
      {page.seats_left !== null && !full ? (
        <p className="text-center text-xs text-ink-subtle">
          {t('web.seatsLeft', { count: page.seats_left })}
        </p>
      ) : null}
    </div>
  );
}
