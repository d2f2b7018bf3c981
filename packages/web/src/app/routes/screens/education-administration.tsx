import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { AdminCourseTable } from '../../../features/learning/components/admin-course-table';
import { CourseFiguresChart } from '../../../features/learning/components/course-figures-chart';
import { NewCourseForm } from '../../../features/learning/components/new-course-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /admin/education-administration: a new draft, the enrolment chart, and the course table. */
export function Component() {
  const { t } = useTranslation('learning');
  useDocumentTitle(t('web.admin.title'));
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('web.admin.title')}
      </h1>
      <Card title={t('web.admin.newCourse')}>
        <NewCourseForm />
      </Card>
      <CourseFiguresChart />
      <AdminCourseTable />
    </div>
  );
}
