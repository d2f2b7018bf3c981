import type { AdminProgramme } from '@ailab/core/contract/applications/programme.schemas';
import { REVIEW_PHASES } from '@ailab/core/contract/applications/programme.schemas';
import { contract } from '@ailab/core/contract/index';
import {
  isTimeZone,
  isWallTime,
  utcToZonedWallTime,
  zonedWallTimeToUtc,
} from '@ailab/core/events/zoned-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useServices } from '../../../hooks/use-services';
import { CategoryEditor } from './category-editor';
import { QuestionEditor } from './question-editor';

const NO_COHORT = 'none';

/** A wall time in the zone as an instant; anything else is passed on for the contract to name. */
function instant(wall: string, zone: string): string {
  return isWallTime(wall) ? zonedWallTimeToUtc(wall, isTimeZone(zone) ? zone : 'UTC') : wall;
}

/**
 * A programme's settings: title, description, the application window as wall times in its zone, the
 * reviews wanted per application, the review phase (moving it is audited on the server), the cohort
 * accepted founders join, the form's questions and the score categories, saved through the one
 * `admin/programme/save` the CLI's YAML uses (the server checks everything). Email templates are kept
 * as they are (`ailab programme export|save` edits them).
 */
export function ProgrammeSettingsDialog({
  programme,
  onClose,
}: {
  programme: AdminProgramme;
  onClose(): void;
}) {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof api.adminProgrammes.save>[0]) => api.adminProgrammes.save(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
  const [questions, setQuestions] = useState(programme.questions);
  const [categories, setCategories] = useState(programme.categories);
  const [cohort, setCohort] = useState(programme.cohort_team_id ?? NO_COHORT);
  const cohorts = useQuery({
    queryKey: ['applications', 'cohorts'],
    queryFn: () => api.adminProgrammes.cohorts({}),
  });
  const cohortOptions = [
    { value: NO_COHORT, label: t('web.review.settings.cohort.none') },
    ...(cohorts.data?.items ?? []).map((team) => ({
      value: team.team_id,
      label: `${team.institute_name} · ${team.team_name}`,
    })),
  ];
  // A team named before and closed since stays shown, so a save does not silently drop it.
  if (programme.cohort_team_id && !cohortOptions.some((option) => option.value === programme.cohort_team_id))
    cohortOptions.push({ value: programme.cohort_team_id, label: t('web.review.settings.cohort.closed') });
  const opens = utcToZonedWallTime(programme.opens_at, programme.time_zone);
  const closes = utcToZonedWallTime(programme.closes_at, programme.time_zone);
  // A time left as it was keeps its seconds (the inputs show minutes only).
  const kept = (wall: string, zone: string, shown: string, stored: string) =>
    wall === shown && zone === programme.time_zone ? stored : instant(wall, zone);
  const { form, submit, errorFor } = useContractForm({
    schema: contract.adminProgrammes.save.body,
    defaultValues: {
      title: programme.title,
      description: programme.description,
      opens,
      closes,
      time_zone: programme.time_zone,
      reviews_wanted: String(programme.reviews_wanted),
      phase: programme.phase as string,
    },
    toBody: (values) => ({
      id: programme.id,
      slug: programme.slug,
      questions,
      categories,
      cohort_team_id: cohort === NO_COHORT ? null : cohort,
      templates: programme.templates,
      title: values.title,
      description: values.description,
      opens_at: kept(values.opens, values.time_zone, opens, programme.opens_at),
      closes_at: kept(values.closes, values.time_zone, closes, programme.closes_at),
      time_zone: values.time_zone,
      reviews_wanted: Number(values.reviews_wanted),
      phase: values.phase,
    }),
    onSubmit: (body) => save.mutate(body),
    serverError: save.error,
  });
  const formId = `programme-settings-${programme.id}`;
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      width="lg"
      title={t('web.review.settings.title', { programme: programme.title })}
      description={t('web.review.settings.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('web.review.close')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('web.review.settings.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormError error={save.error} />
        {save.isSuccess ? <Alert tone="success">{t('web.review.settings.saved')}</Alert> : null}
        <TextField
          label={t('web.review.settings.fields.title')}
          {...form.register('title')}
          error={errorFor('title')}
        />
        <MarkdownEditor
          label={t('web.review.settings.fields.description')}
          value={form.watch('description')}
          rows={5}
          error={errorFor('description')}
          onChange={(description) => form.setValue('description', description)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            type="datetime-local"
            label={t('web.review.settings.fields.opens')}
            {...form.register('opens')}
            error={errorFor('opens_at')}
          />
          <TextField
            type="datetime-local"
            label={t('web.review.settings.fields.closes')}
            {...form.register('closes')}
            error={errorFor('closes_at')}
          />
          <TextField
            label={t('web.review.settings.fields.timeZone')}
            {...form.register('time_zone')}
            error={errorFor('time_zone')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('web.review.settings.fields.reviewsWanted')}
            value={form.watch('reviews_wanted')}
            onValueChange={(value) => form.setValue('reviews_wanted', value)}
            options={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((value) => ({
              value: String(value),
              label: String(value),
            }))}
          />
          <SelectField
            label={t('web.review.settings.fields.phase')}
            hint={t(`web.review.settings.phases.${form.watch('phase')}Hint`, { defaultValue: '' })}
            value={form.watch('phase')}
            onValueChange={(value) => form.setValue('phase', value)}
            options={REVIEW_PHASES.map((phase) => ({
              value: phase,
              label: t(`web.review.settings.phases.${phase}`),
            }))}
          />
        </div>
        <SelectField
          label={t('web.review.settings.cohort.label')}
          hint={t('web.review.settings.cohort.hint')}
          value={cohort}
          onValueChange={setCohort}
          options={cohortOptions}
          error={errorFor('cohort_team_id')}
        />
        <QuestionEditor value={questions} onChange={setQuestions} />
        <CategoryEditor value={categories} onChange={setCategories} />
      </form>
    </Dialog>
  );
}
