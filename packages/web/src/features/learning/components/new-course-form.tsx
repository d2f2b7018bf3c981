import { contract } from '@ailab/core/contract/index';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAddCourse } from '../api/admin-courses';

/** Creates a draft course from a title (and a slug, derived from the title when left empty), then opens its editor. */
export function NewCourseForm() {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const add = useAddCourse();
  const { form, submit, errorFor } = useContractForm({
    schema: contract.adminCourses.add.body,
    defaultValues: { title: '', slug: undefined },
    onSubmit: (body) =>
      add.mutate(body, { onSuccess: (course) => navigate(paths.learning.adminCourse(course.id)) }),
    serverError: add.error,
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <div className="sm:col-span-3">
        <FormError error={add.error} />
      </div>
      <TextField label={t('web.admin.fields.title')} {...form.register('title')} error={errorFor('title')} />
      <TextField
        label={t('web.admin.fields.slug')}
        {...form.register('slug', { setValueAs: (value: string) => value.trim() || undefined })}
        hint={t('web.admin.fields.newSlugHint')}
        error={errorFor('slug')}
      />
      <Button type="submit" className="sm:mt-7" loading={add.isPending}>
        {t('web.admin.create')}
      </Button>
    </form>
  );
}
