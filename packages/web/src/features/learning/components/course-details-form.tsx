import { contract } from '@ailab/core/contract/index';
import type { Course } from '@ailab/core/contract/learning/course.schemas';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateCourse } from '../api/admin-courses';

/** The words of a course: title, slug, summary and the Markdown description with a live preview. */
export function CourseDetailsForm({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const update = useUpdateCourse();
  const { form, submit, errorFor } = useContractForm({
    schema: contract.adminCourses.update.body,
    defaultValues: {
      title: course.title,
      slug: course.slug,
      summary: course.summary,
      description: course.description,
    },
    toBody: (values) => ({ course_id: course.id, ...values }),
    onSubmit: (body) => update.mutate(body),
    serverError: update.error,
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormError error={update.error} />
      {update.isSuccess ? <Alert tone="success">{t('web.admin.saved')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('web.admin.fields.title')}
          {...form.register('title')}
          error={errorFor('title')}
        />
        <TextField label={t('web.admin.fields.slug')} {...form.register('slug')} error={errorFor('slug')} />
      </div>
      <TextField
        label={t('web.admin.fields.summary')}
        {...form.register('summary')}
        error={errorFor('summary')}
      />
      <MarkdownEditor
        label={t('web.admin.fields.description')}
        value={form.watch('description')}
        rows={8}
        error={errorFor('description')}
        onChange={(description) => form.setValue('description', description)}
      />
      <Button type="submit" loading={update.isPending}>
        {t('web.admin.save')}
      </Button>
    </form>
  );
}
