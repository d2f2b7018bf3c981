import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { AdminCourseTable } from '../../../features/learning/components/admin-course-table';
import { CourseFiguresChart } from '../../../features/learning/components/course-figures-chart';
import { NewCourseForm } from '../../../features/learning/components/new-course-form';
import { useScreenTitle } from '../../../hooks/use-screen-title';

/** /admin/education-administration: a new draft, the enrolment chart, and the course table. */
export function Component() {
  const { t } = useTranslation('learning');
  // The menu entry's label ("Education Administration"), like every area screen.
  const title = useScreenTitle('educationAdministration');
  return (
    <ScreenContainer className="space-y-6">
      <PageHeader title={title} />
      <Card title={t('web.admin.newCourse')}>
        <NewCourseForm />
      </Card>
      <CourseFiguresChart />
      <AdminCourseTable />
    </ScreenContainer>
  );
}
