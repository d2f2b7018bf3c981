import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { NewInstituteForm } from '../../../features/institutes/components/institute-form';
import { InstitutesTable } from '../../../features/institutes/components/institutes-table';
import { AdminCourseTable } from '../../../features/learning/components/admin-course-table';
import { CourseFiguresChart } from '../../../features/learning/components/course-figures-chart';
import { NewCourseForm } from '../../../features/learning/components/new-course-form';
import { useScreenTitle } from '../../../hooks/use-screen-title';

/** /admin/education-administration: courses (a new draft, the enrolment chart, the course table), then institutes. */
export function Component() {
  const { t } = useTranslation('learning');
  const { t: ti } = useTranslation('institutes');
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
      <section aria-labelledby="institutes-heading" className="space-y-4">
        <h2 id="institutes-heading" className="text-xl font-semibold text-ink">
          {ti('web.title')}
        </h2>
        <Card title={ti('web.newInstitute')}>
          <NewInstituteForm />
        </Card>
        <InstitutesTable />
      </section>
    </ScreenContainer>
  );
}
