import { ROLE } from '@ailab/core/roles/roles';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CourseCatalogue } from '../components/course-catalogue';
import { useLearningArea } from '../use-learning-area';

/**
 * The course list (spec §2): public under /education/all, with my state under my-education for learners (role 8).
 * Members without the learner role see the same public catalogue there, not "no permission" (issue 25, item 9).
 */
export function Component() {
  const { t } = useTranslation('learning');
  const { pathname } = useLocation();
  const { user } = useAuth();
  const area = useLearningArea();
  const inArea = !pathname.startsWith(paths.education.root);
  const member = inArea && user?.roles.includes(ROLE.learner) === true;
  useDocumentTitle(t('web.allCourses'));
  return (
    <ScreenContainer className="space-y-6">
      <PageHeader
        title={t('web.allCourses')}
        description={t('web.catalogueSubtitle')}
        actions={
          <>
            {member ? (
              <Link to={paths.learning.myLearning(area)} className="text-sm font-medium text-link underline">
                {t('web.myLearning')}
              </Link>
            ) : null}
            <Link to={paths.education.leaders} className="text-sm font-medium text-link underline">
              {t('leaders.title')}
            </Link>
          </>
        }
      />
      <CourseCatalogue
        member={member}
        hrefOf={(courseId) =>
          inArea ? paths.learning.course(area, courseId) : paths.education.course(courseId)
        }
      />
    </ScreenContainer>
  );
}
