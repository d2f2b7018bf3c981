import { contract } from '@ailab/core/contract/index';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAddCourse } from '../api/admin-courses';
import { useContractErrors } from '../use-contract-errors';

/** Creates a draft course from a title and slug, then opens its editor. */
export function NewCourseForm() {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const add = useAddCourse();
  const { errorFor, check } = useContractErrors(add.error);
  const [form, setForm] = useState({ title: '', slug: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(contract.adminCourses.add.body, form)) return;
    add.mutate(form, { onSuccess: (course) => navigate(paths.learning.adminCourse(course.id)) });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <div className="sm:col-span-3">
        <FormError error={add.error} />
      </div>
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
        hint={t('web.admin.fields.slugHint')}
        error={errorFor('slug')}
        onChange={(event) => setForm({ ...form, slug: event.target.value })}
      />
      <Button type="submit" className="sm:mt-7" loading={add.isPending}>
        {t('web.admin.create')}
      </Button>
    </form>
  );
}
