import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CourseCatalogue } from '../../../features/learning/components/course-catalogue';
import { useLearningArea } from '../../../features/learning/use-learning-area';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The course list (spec §2): public under /education/all, with my state under my-education. */
export function Component() {
  const { t } = useTranslation('learning');
  const { pathname } = useLocation();
  const area = useLearningArea();
  const member = !pathname.startsWith(paths.education.root);
  useDocumentTitle(t('web.allCourses'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('web.allCourses')}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('web.catalogueSubtitle')}</p>
        </div>
        {member ? (
          <Link
            to={paths.learning.myLearning(area)}
            className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t('web.myLearning')}
          </Link>
        ) : null}
      </div>
      <CourseCatalogue
        member={member}
        hrefOf={(courseId) =>
          member ? paths.learning.course(area, courseId) : paths.education.course(courseId)
        }
      />
    </div>
  );
}
