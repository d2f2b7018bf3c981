import { contract } from '@ailab/core/contract/index';
import { COURSE_LEVELS, type Course, type CourseLevel } from '@ailab/core/contract/learning/course.schemas';
import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateCourseInfo } from '../api/admin-courses';
import { useContractErrors } from '../use-contract-errors';

const field =
  'mt-1.5 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white';

/** How a course is offered: level, tags, language, time, enrolment and capacity. */
export function CourseOfferForm({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const update = useUpdateCourseInfo();
  const { errorFor, check } = useContractErrors(update.error);
  const [form, setForm] = useState({
    level: course.level as CourseLevel,
    tags: course.tags.join(', '),
    language: course.language as Language,
    estimatedMinutes: String(course.estimated_minutes),
    enrolmentOpen: course.enrolment_open,
    capacity: course.capacity === null ? '' : String(course.capacity),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      course_id: course.id,
      level: form.level,
      tags: form.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      language: form.language,
      estimated_minutes: Number(form.estimatedMinutes),
      enrolment_open: form.enrolmentOpen,
      capacity: form.capacity.trim() === '' ? null : Number(form.capacity),
    };
    if (check(contract.adminCourses.updateInfo.body, body)) update.mutate(body);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={update.error} />
      {update.isSuccess ? <Alert tone="success">{t('web.admin.saved')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('web.level')}
          <select
            className={field}
            value={form.level}
            onChange={(event) => setForm({ ...form, level: event.target.value as CourseLevel })}
          >
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`web.levels.${level}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('web.admin.fields.language')}
          <select
            className={field}
            value={form.language}
            onChange={(event) => setForm({ ...form, language: event.target.value as Language })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('web.admin.fields.minutes')}
          name="estimatedMinutes"
          inputMode="numeric"
          value={form.estimatedMinutes}
          error={errorFor('estimated_minutes')}
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
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700 dark:text-slate-200">
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
