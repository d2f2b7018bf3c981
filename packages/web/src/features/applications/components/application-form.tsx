import type { Application, IndustryOption } from '@ailab/core/contract/applications/application.schemas';
import type { PublicProgramme } from '@ailab/core/contract/applications/programme.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import type { ApplicationChannel } from '../api/application-channel';
import { IndustryPicker } from './industry-picker';
import { useLocalized } from './localized';
import { QuestionField } from './question-field';
import { TeamEditor } from './team-editor';
import { type SaveStatus, useAutosave } from './use-autosave';

const STATUS_TONE: Record<SaveStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  idle: 'neutral',
  pending: 'info',
  saving: 'info',
  saved: 'success',
  conflict: 'danger',
  error: 'warning',
};

const ABOUT = ':about';
const TEAM = ':team';
const REVIEW = ':review';

/** The multi-step form: one section per step, then a review before submitting; saved as you type. */
export function ApplicationForm({
  programme,
  initial,
  channel,
  industryOptions,
}: {
  programme: PublicProgramme;
  initial: Application;
  channel: ApplicationChannel;
  industryOptions: readonly IndustryOption[];
}) {
  const { t } = useTranslation('applications');
  const draft = useAutosave(initial, channel);
  const [step, setStep] = useState(0);
  const [actionError, setActionError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'upload' | 'submit' | 'withdraw' | null>(null);
  const sections = useMemo(
    () => [...new Set(programme.questions.map((question) => question.section))],
    [programme.questions],
  );
  // The form's own steps cannot be taken for a programme's section: section keys never hold a colon.
  const steps = [ABOUT, TEAM, ...sections, REVIEW];
  const current = steps[step] ?? ABOUT;
  const app = draft.application;
  const readOnly = app.state !== 'draft';

  const upload = async (questionId: string, file: File) => {
    setBusy('upload');
    setActionError(null);
    try {
      draft.setApplication(await channel.upload(questionId, file));
    } catch (failure) {
      setActionError(failure);
    } finally {
      setBusy(null);
    }
  };
  const submit = async () => {
    setBusy('submit');
    setActionError(null);
    try {
      if (!(await draft.saveNow())) return;
      draft.setApplication(await channel.submit({ version: draft.version.current }));
    } catch (failure) {
      setActionError(failure);
    } finally {
      setBusy(null);
    }
  };
  const withdraw = async () => {
    setBusy('withdraw');
    try {
      draft.setApplication(await channel.withdraw());
    } catch (failure) {
      setActionError(failure);
    } finally {
      setBusy(null);
    }
  };

  if (readOnly)
    return (
      <Card title={programme.title}>
        <div className="space-y-3">
          <Alert tone={app.state === 'withdrawn' ? 'info' : 'success'}>
            {t(`web.stateNotice.${app.state}`)}
          </Alert>
          {app.state === 'submitted' ? (
            <Button variant="danger-ghost" loading={busy === 'withdraw'} onClick={() => void withdraw()}>
              {t('web.withdraw')}
            </Button>
          ) : null}
          <FormError error={actionError} />
        </div>
      </Card>
    );

  const sectionTitle = (section: string) =>
    section === ABOUT
      ? t('web.steps.about')
      : section === TEAM
        ? t('web.steps.team')
        : section === REVIEW
          ? t('web.steps.review')
          : t(`web.sections.${section}`, { defaultValue: section });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('web.progress', { step: step + 1, total: steps.length })} · {sectionTitle(current)}
        </p>
        <span aria-live="polite">
          <Badge tone={STATUS_TONE[draft.status]}>{t(`web.save.${draft.status}`)}</Badge>
        </span>
      </div>
      {draft.status === 'conflict' ? <FormError error={draft.error} /> : null}
      <Card title={sectionTitle(current)}>
        <div className="space-y-5">
          {current === ABOUT ? (
            <>
              <TextField
                label={t('web.fields.name')}
                value={draft.about.name}
                onChange={(event) => draft.setAbout('name', event.target.value)}
              />
              <TextField
                label={t('web.fields.title')}
                value={draft.about.title}
                onChange={(event) => draft.setAbout('title', event.target.value)}
              />
            </>
          ) : current === TEAM ? (
            <>
              <TeamEditor team={draft.team} onChange={draft.setTeam} />
              <IndustryPicker
                options={industryOptions}
                chosen={draft.industries}
                proposals={app.industry_proposals}
                onChange={draft.setIndustries}
                onPropose={draft.propose}
              />
            </>
          ) : current === REVIEW ? (
            <ReviewStep
              programme={programme}
              application={app}
              answers={draft.answers}
              industryNames={industryOptions}
            />
          ) : (
            programme.questions
              .filter((question) => question.section === current)
              .map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={draft.answers[question.id]}
                  onChange={(value) => draft.setAnswer(question.id, value)}
                  attachments={app.attachments}
                  onUpload={(file) => void upload(question.id, file)}
                  uploading={busy === 'upload'}
                  readOnly={false}
                />
              ))
          )}
          <FormError error={actionError} />
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {t('web.back')}
            </Button>
            {current === REVIEW ? (
              <Button loading={busy === 'submit'} onClick={() => void submit()}>
                {t('web.submit')}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  void draft.saveNow();
                  setStep(step + 1);
                }}
              >
                {t('web.next')}
              </Button>
            )}
          </div>
        </div>
      </Card>
      <p className="text-xs text-ink-muted">
        {t('web.closesAt', { date: new Date(programme.closes_at).toLocaleString() })}
      </p>
    </div>
  );
}

function ReviewStep({
  programme,
  application,
  answers,
  industryNames,
}: {
  programme: PublicProgramme;
  application: Application;
  answers: Application['answers'];
  industryNames: readonly IndustryOption[];
}) {
  const { t } = useTranslation('applications');
  const text = useLocalized();
  const missing = new Set(application.missing);
  const names = new Map(industryNames.map((option) => [option.slug, option.name]));
  return (
    <dl className="space-y-3">
      <div>
        <dt className="text-sm font-medium text-ink">{t('web.team.title')}</dt>
        <dd className="break-words text-sm text-ink-muted">
          {application.team.length > 0
            ? application.team.map((member) => `${member.name} (${member.role || member.email})`).join(', ')
            : t('web.notAnswered')}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-ink">{t('web.industries.title')}</dt>
        <dd className="break-words text-sm text-ink-muted">
          {[
            ...application.industries.map((slug) => names.get(slug) ?? slug),
            ...application.industry_proposals
              .filter((proposal) => proposal.status === 'proposed')
              .map((proposal) => proposal.name),
          ].join(', ') || t('web.notAnswered')}
        </dd>
      </div>
      {programme.questions.map((question) => {
        const value = answers[question.id];
        const shown =
          question.kind === 'file'
            ? application.attachments
                .filter((item) => item.question_id === question.id)
                .map((item) => item.name)
                .join(', ')
            : Array.isArray(value)
              ? value.join(', ')
              : value === null || value === undefined
                ? ''
                : String(value);
        return (
          <div key={question.id}>
            <dt className="text-sm font-medium text-ink">{text(question.label)}</dt>
            <dd className="whitespace-pre-wrap break-words text-sm text-ink-muted">
              {shown ||
                (missing.has(question.id) ? (
                  <span className="text-danger">{t('web.missing')}</span>
                ) : (
                  t('web.notAnswered')
                ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
