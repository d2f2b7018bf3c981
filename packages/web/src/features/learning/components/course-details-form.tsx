import { contract } from '@ailab/core/contract/index';
import type { Course } from '@ailab/core/contract/learning/course.schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateCourse } from '../api/admin-courses';
import { useContractErrors } from '../use-contract-errors';

/** The words of a course: title, slug, summary and the Markdown description with a live preview. */
export function CourseDetailsForm({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const update = useUpdateCourse();
  const { errorFor, check } = useContractErrors(update.error);
  const [form, setForm] = useState({
    title: course.title,
    slug: course.slug,
    summary: course.summary,
    description: course.description,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { course_id: course.id, ...form };
    if (check(contract.adminCourses.update.body, body)) update.mutate(body);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={update.error} />
      {update.isSuccess ? <Alert tone="success">{t('web.admin.saved')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('web.admin.fields.title')}
          name="title"
          value={form.title}
          error={errorFor('title')}
          onChange={(event) => setForm({ ...form, title: event.target.value })}
        />
        <TextField
          label={t('web.admin.fields.slug')}
          name="slug"
          value={form.slug}
          error={errorFor('slug')}
          onChange={(event) => setForm({ ...form, slug: event.target.value })}
        />
      </div>
      <TextField
        label={t('web.admin.fields.summary')}
        name="summary"
        value={form.summary}
        error={errorFor('summary')}
        onChange={(event) => setForm({ ...form, summary: event.target.value })}
      />
      <MarkdownEditor
        label={t('web.admin.fields.description')}
        value={form.description}
        rows={8}
        error={errorFor('description')}
        onChange={(description) => setForm({ ...form, description })}
      />
      <Button type="submit" loading={update.isPending}>
        {t('web.admin.save')}
      </Button>
    </form>
  );
}
