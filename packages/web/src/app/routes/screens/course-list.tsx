import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
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
    <ScreenContainer className="space-y-6">
      <PageHeader
        title={t('web.allCourses')}
        description={t('web.catalogueSubtitle')}
        actions={
          member ? (
            <Link to={paths.learning.myLearning(area)} className="text-sm font-medium text-link underline">
              {t('web.myLearning')}
            </Link>
          ) : null
        }
      />
      <CourseCatalogue
        member={member}
        hrefOf={(courseId) =>
          member ? paths.learning.course(area, courseId) : paths.education.course(courseId)
        }
      />
    </ScreenContainer>
  );
}
