import type { AdminApplication } from '@ailab/core/contract/applications/review.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { FIELD_CONTROL_CLASS } from '../../../components/ui/text-field';
import { useAuth } from '../../../hooks/use-auth';
import { useServices } from '../../../hooks/use-services';
import { AttachmentLinks } from './attachment-links';
import { AutoAssignDialog } from './auto-assign-dialog';
import { IndustriesSection } from './industries-section';
import { useLocalized } from './localized';
import { ReviewersSection } from './reviewers-section';

type UpdateBody = Parameters<ReturnType<typeof useServices>['api']['adminApplications']['update']>[0];

/** One application for the review team: answers, attachments, scoring, notes, history, moves. */
export function ApplicationReviewPanel({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const key = ['applications', 'review', id];
  const view = useQuery({ queryKey: key, queryFn: () => api.adminApplications.get({ id }) });
  const { user } = useAuth();
  const isAdmin = user?.roles.includes(ROLE.admin) ?? false;
  const [autoOpen, setAutoOpen] = useState(false);
  const update = useMutation({
    mutationFn: (body: UpdateBody) => api.adminApplications.update(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: ['applications', 'queue'] });
    },
  });
  if (view.isPending) return <LoadingSkeleton variant="rows" />;
  if (view.isError) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  const app = view.data;
  return (
    <Card
      id="application-review"
      title={app.title || t('web.review.untitled')}
      description={`${app.programme.title} · ${t(`states.${app.state}`)}`}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('web.review.close')}
        </Button>
      }
    >
      <div className="space-y-6">
        {app.blind ? (
          <Alert tone="info">{t('web.review.blind')}</Alert>
        ) : app.applicant ? (
          <p className="text-sm text-ink">
            {app.applicant.name} · {app.applicant.email}
          </p>
        ) : null}
        <FormError error={update.error} />
        <Answers application={app} />
        <IndustriesSection
          application={app}
          saving={update.isPending}
          onSettle={isAdmin ? (settle) => update.mutate({ action: 'industry', id, ...settle }) : undefined}
        />
        <ReviewersSection
          application={app}
          saving={update.isPending}
          onAssign={(email) => update.mutate({ action: 'assign', id, add: [email], remove: [] })}
          onAuto={isAdmin ? () => setAutoOpen(true) : undefined}
        />
        {autoOpen ? (
          <AutoAssignDialog
            ids={[id]}
            onClose={() => {
              setAutoOpen(false);
              void view.refetch();
            }}
          />
        ) : null}
        <ScoreForm
          application={app}
          onSave={(scores, comment) => update.mutate({ action: 'score', id, scores, comment })}
          saving={update.isPending}
        />
        <Reviews application={app} />
        <Notes
          application={app}
          onAdd={(body, visibility) => update.mutate({ action: 'note', id, body, visibility })}
        />
        <div className="flex flex-wrap gap-2">
          {(['in_review', 'shortlisted', 'interview', 'archived'] as const).map((to) => (
            <Button key={to} variant="secondary" onClick={() => update.mutate({ action: 'state', id, to })}>
              {t(`web.review.move`, { state: t(`states.${to}`) })}
            </Button>
          ))}
          {(['accepted', 'waitlisted', 'rejected'] as const).map((decision) => (
            <Button
              key={decision}
              variant={decision === 'rejected' ? 'danger-ghost' : 'primary'}
              onClick={() => update.mutate({ action: 'decide', id, decision })}
            >
              {t(`web.review.decide.${decision}`)}
            </Button>
          ))}
        </div>
        <section>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t('web.review.history')}</h3>
          <ol className="space-y-1 text-sm text-ink-muted">
            {app.history.map((entry) => (
              <li key={entry.id}>
                {new Date(entry.at).toLocaleString()} · {entry.actor?.name ?? t('web.review.system')} ·{' '}
                {entry.kind}
                {entry.detail.to
                  ? ` → ${t(`states.${entry.detail.to}`, { defaultValue: entry.detail.to })}`
                  : ''}
                {entry.detail.effect ? ` (${entry.detail.effect})` : ''}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Card>
  );
}

function Answers({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('applications');
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-ink">{t('web.review.answers')}</h3>
      <dl className="space-y-2 text-sm">
        {Object.entries(application.answers).map(([question, value]) => (
          <div key={question}>
            <dt className="font-medium text-ink">{question}</dt>
            <dd className="whitespace-pre-wrap break-words text-ink-muted">
              {Array.isArray(value) ? value.join(', ') : String(value ?? '')}
            </dd>
          </div>
        ))}
      </dl>
      <AttachmentLinks files={application.attachments} />
    </section>
  );
}

function ScoreForm({
  application,
  onSave,
  saving,
}: {
  application: AdminApplication;
  onSave(scores: Record<string, number>, comment: string): void;
  saving: boolean;
}) {
  const { t } = useTranslation('applications');
  const text = useLocalized();
  const [scores, setScores] = useState<Record<string, number>>(application.my_review?.scores ?? {});
  const [comment, setComment] = useState(application.my_review?.comment ?? '');
  const options = [
    { value: '', label: '—' },
    ...[1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: String(value) })),
  ];
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-ink">{t('web.review.myScore')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {application.programme.categories.map((category) => (
          <SelectField
            key={category.id}
            label={`${text(category.name)}${category.independent ? ` (${t('web.review.independent')})` : ''}`}
            value={scores[category.id] ? String(scores[category.id]) : ''}
            onValueChange={(value) => {
              const next = { ...scores };
              if (value) next[category.id] = Number(value);
              else delete next[category.id];
              setScores(next);
            }}
            options={options}
          />
        ))}
      </div>
      <label className="mt-3 block text-sm font-medium text-ink">
        {t('web.review.comment')}
        <textarea
          className={`${FIELD_CONTROL_CLASS} mt-1.5`}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <Button className="mt-3" loading={saving} onClick={() => onSave(scores, comment)}>
        {t('web.review.saveScore')}
      </Button>
    </section>
  );
}

function Reviews({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('applications');
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-ink">{t('web.review.reviews')}</h3>
      {application.reviews === null ? (
        <p className="text-sm text-ink-muted">{t('web.review.reviewsHidden')}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {application.reviews.map((review) => (
            <li key={review.reviewer.id}>
              {review.reviewer.name}: {review.total ?? '—'} {review.comment ? `· ${review.comment}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Notes({
  application,
  onAdd,
}: {
  application: AdminApplication;
  onAdd(body: string, visibility: 'private' | 'shared'): void;
}) {
  const { t } = useTranslation('applications');
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<'private' | 'shared'>('shared');
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-ink">{t('web.review.notes')}</h3>
      <ul className="mb-2 space-y-1 text-sm">
        {application.notes.map((note) => (
          <li key={note.id}>
            <span className="font-medium text-ink">{note.author.name}</span> (
            {t(`web.review.visibility.${note.visibility}`)}): {note.body}
          </li>
        ))}
      </ul>
      <label className="block text-sm font-medium text-ink">
        {t('web.review.newNote')}
        <textarea
          className={`${FIELD_CONTROL_CLASS} mt-1.5`}
          rows={2}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </label>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <SelectField
          label={t('web.review.visibilityLabel')}
          value={visibility}
          onValueChange={setVisibility}
          options={[
            { value: 'shared', label: t('web.review.visibility.shared') },
            { value: 'private', label: t('web.review.visibility.private') },
          ]}
        />
        <Button
          variant="secondary"
          disabled={!body.trim()}
          onClick={() => {
            onAdd(body, visibility);
            setBody('');
          }}
        >
          {t('web.review.addNote')}
        </Button>
      </div>
    </section>
  );
}
