import type { Course } from '@ailab/core/contract/learning/course.schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { useManageCourse } from '../api/admin-courses';

type Action = 'publish' | 'unpublish' | 'archive' | 'delete';

/** The course's state and the moves open from it; archive and delete ask first. */
export function CourseStateBar({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const manage = useManageCourse();
  const { ask, dialog } = useConfirm();
  const actions: Action[] =
    course.state === 'draft'
      ? ['publish', 'delete']
      : course.state === 'published'
        ? ['unpublish', 'archive']
        : ['publish'];
  const run = async (action: Action) => {
    if (
      (action === 'delete' || action === 'archive') &&
      !(await ask({
        title: t(`web.admin.confirm.${action}`, { title: course.title }),
        confirmLabel: t(`web.admin.actions.${action}`),
        tone: 'danger',
      }))
    )
      return;
    manage.mutate(
      { course_id: course.id, action },
      { onSuccess: () => (action === 'delete' ? navigate(paths.learning.adminCourses) : undefined) },
    );
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <span
          data-testid="course-state"
          className="rounded-full bg-surface-muted px-3 py-1 text-sm font-medium text-ink-muted"
        >
          {t(`states.${course.state}`)}
        </span>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'publish' ? 'primary' : action === 'delete' ? 'danger' : 'secondary'}
            loading={manage.isPending && manage.variables?.action === action}
            onClick={() => void run(action)}
          >
            {t(`web.admin.actions.${action}`)}
          </Button>
        ))}
      </div>
      <FormError error={manage.error} />
      {dialog}
    </div>
  );
}
