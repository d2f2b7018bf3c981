import { contract } from '@ailab/core/contract/index';
import { COURSE_LEVELS, type Course, type CourseLevel } from '@ailab/core/contract/schemas/education-course';
import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateCourseInfo } from '../api/admin-courses';
import { useContractErrors } from '../use-contract-errors';

/** How a course is offered: level, tags, language, time, enrolment and capacity. */
export function CourseOfferForm({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const update = useUpdateCourseInfo();
  const { errorFor, check } = useContractErrors(update.error);
  const [form, setForm] = useState({
    level: course.level as CourseLevel,
    tags: course.tags.join(', '),
    language: course.language as Language,
    estimatedMinutes: String(course.estimatedMinutes),
    enrolmentOpen: course.enrolmentOpen,
    capacity: course.capacity === null ? '' : String(course.capacity),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      courseId: course.id,
      level: form.level,
      tags: form.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      language: form.language,
      estimatedMinutes: Number(form.estimatedMinutes),
      enrolmentOpen: form.enrolmentOpen,
      capacity: form.capacity.trim() === '' ? null : Number(form.capacity),
    };
    if (check(contract.adminCourses.updateInfo.body, body)) update.mutate(body);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={update.error} />
      {update.isSuccess ? <Alert tone="success">{t('web.admin.saved')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('web.level')}
          value={form.level}
          onValueChange={(level) => setForm({ ...form, level })}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`web.levels.${level}`) }))}
          error={errorFor('level')}
        />
        <SelectField
          label={t('web.admin.fields.language')}
          value={form.language}
          onValueChange={(language) => setForm({ ...form, language })}
          options={LANGUAGES.map((language) => ({ value: language, label: language }))}
          error={errorFor('language')}
        />
        <TextField
          label={t('web.admin.fields.minutes')}
          name="estimatedMinutes"
          inputMode="numeric"
          value={form.estimatedMinutes}
          error={errorFor('estimatedMinutes')}
          onChange={(event) => setForm({ ...form, estimatedMinutes: event.target.value })}
        />
      </div>
      <TextField
        label={t('web.admin.fields.tags')}
        name="tags"
        value={form.tags}
        hint={t('web.admin.fields.tagsHint')}
        error={errorFor('tags')}
        onChange={(event) => setForm({ ...form, tags: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label={t('web.admin.fields.capacity')}
          name="capacity"
          inputMode="numeric"
          value={form.capacity}
          hint={t('web.admin.fields.capacityHint')}
          error={errorFor('capacity')}
          onChange={(event) => setForm({ ...form, capacity: event.target.value })}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-ink-muted">
          <input
            type="checkbox"
            checked={form.enrolmentOpen}
            onChange={(event) => setForm({ ...form, enrolmentOpen: event.target.checked })}
          />
          {t('web.admin.fields.enrolmentOpen')}
        </label>
      </div>
      <Button type="submit" loading={update.isPending}>
        {t('web.admin.save')}
      </Button>
    </form>
  );
}
