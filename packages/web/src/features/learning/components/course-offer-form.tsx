import { contract } from '@ailab/core/contract/index';
import { COURSE_LEVELS, type Course, type CourseLevel } from '@ailab/core/contract/learning/course.schemas';
import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateCourseInfo } from '../api/admin-courses';

/** How a course is offered: level, tags, language, time, enrolment and capacity. */
export function CourseOfferForm({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const update = useUpdateCourseInfo();
  const { form, submit, errorFor } = useContractForm({
    schema: contract.adminCourses.updateInfo.body,
    defaultValues: {
      level: course.level as CourseLevel,
      tags: course.tags.join(', '),
      language: course.language as Language,
      estimated_minutes: String(course.estimated_minutes),
      enrolment_open: course.enrolment_open,
      capacity: course.capacity === null ? '' : String(course.capacity),
    },
    toBody: (values) => ({
      course_id: course.id,
      level: values.level,
      tags: values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      language: values.language,
      estimated_minutes: Number(values.estimated_minutes),
      enrolment_open: values.enrolment_open,
      capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
    }),
    onSubmit: (body) => update.mutate(body),
    serverError: update.error,
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormError error={update.error} />
      {update.isSuccess ? <Alert tone="success">{t('web.admin.saved')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('web.level')}
          {...form.register('level')}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`web.levels.${level}`) }))}
          error={errorFor('level')}
        />
        <SelectField
          label={t('web.admin.fields.language')}
          {...form.register('language')}
          options={LANGUAGES.map((language) => ({ value: language, label: language }))}
          error={errorFor('language')}
        />
        <TextField
          label={t('web.admin.fields.minutes')}
          {...form.register('estimated_minutes')}
          inputMode="numeric"
          error={errorFor('estimated_minutes')}
        />
      </div>
      <TextField
        label={t('web.admin.fields.tags')}
        {...form.register('tags')}
        hint={t('web.admin.fields.tagsHint')}
        error={errorFor('tags')}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label={t('web.admin.fields.capacity')}
          {...form.register('capacity')}
          inputMode="numeric"
          hint={t('web.admin.fields.capacityHint')}
          error={errorFor('capacity')}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-ink-muted">
          <input type="checkbox" {...form.register('enrolment_open')} />
          {t('web.admin.fields.enrolmentOpen')}
        </label>
      </div>
      <Button type="submit" loading={update.isPending}>
        {t('web.admin.save')}
      </Button>
    </form>
  );
}
