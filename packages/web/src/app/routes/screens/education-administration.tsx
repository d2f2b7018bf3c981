import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
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
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      <Card title={t('web.admin.newCourse')}>
        <NewCourseForm />
      </Card>
      <CourseFiguresChart />
      <AdminCourseTable />
    </div>
  );
}
