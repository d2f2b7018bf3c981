import type { ResearchComment, ResearchItem } from '@ailab/core/contract/research/research.schemas';
import { hasNoActiveReviewer } from '@ailab/core/research/active-reviewers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-error';
import { useManageResearch, usePublishResearch, useReviewResearch } from '../api/research-api';
import { formatDay } from './format-day';

function Actions({ item }: { item: ResearchItem }) {
  const { t } = useTranslation('research');
  const manage = useManageResearch();
  const publish = usePublishResearch();
  const [when, setWhen] = useState('');
  const act = (action: 'submit' | 'withdraw' | 'archive' | 'restore') =>
    manage.mutate({ action, id: item.id });
  const failure = manage.error ?? publish.error;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {item.can_edit && (item.state === 'draft' || item.state === 'changes_requested') ? (
          <Button onClick={() => act('submit')} loading={manage.isPending}>
            {t('web.review.submit')}
          </Button>
        ) : null}
        {item.can_edit && ['in_review', 'approved', 'scheduled'].includes(item.state) ? (
          <Button variant="secondary" onClick={() => act('withdraw')}>
            {t('web.review.withdraw')}
          </Button>
        ) : null}
        {item.can_edit ? (
          <Button variant="danger-ghost" onClick={() => act('archive')}>
            {t('web.review.archive')}
          </Button>
        ) : null}
        {item.state === 'archived' ? (
          <Button variant="secondary" onClick={() => act('restore')}>
            {t('web.review.restore')}
          </Button>
        ) : null}
      </div>
      {item.can_publish ? (
        <div className="flex flex-wrap items-end gap-2">
          <Button onClick={() => publish.mutate({ id: item.id })} loading={publish.isPending}>
            {t('web.review.publishNow')}
          </Button>
          <label className="text-sm text-ink">
            <span className="mb-1 block">{t('web.review.scheduleAt')}</span>
            <input
              type="datetime-local"
              className="rounded-control border border-line bg-surface px-2 py-1.5 text-sm text-ink"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
            />
          </label>
          <Button
            variant="secondary"
            disabled={!when}
            onClick={() => publish.mutate({ id: item.id, publish_at: new Date(when).toISOString() })}
          >
            {t('web.review.schedule')}
          </Button>
        </div>
      ) : null}
      {failure ? <Alert tone="error">{errorMessage(failure, t('web.editor.failed'))}</Alert> : null}
    </div>
  );
}

/** The review panel: state, reviewers and approvals, comments per section, approve or request changes, publish. */
export function ReviewPanel({ item, comments }: { item: ResearchItem; comments: ResearchComment[] }) {
  const { t, i18n } = useTranslation('research');
  const review = useReviewResearch();
  const [section, setSection] = useState('');
  const [body, setBody] = useState('');
  const titleOf = (key: string | null) =>
    item.sections.find((entry) => entry.key === key)?.title ?? t('web.review.general');
  return (
    <Card title={t('web.review.title')} description={t(`web.states.${item.state}`)}>
      <div className="space-y-4 text-sm">
        <p>
          {t('web.review.approvals', { count: item.approvals, required: item.required_approvals })}{' '}
          {item.reviewers.map((reviewer) => (
            <Badge
              key={reviewer.id}
              tone={reviewer.approved ? 'success' : reviewer.active ? 'neutral' : 'warning'}
              className="mr-1"
            >
              {reviewer.active ? reviewer.name : t('web.review.inactiveReviewer', { name: reviewer.name })}
            </Badge>
          ))}
        </p>
        {hasNoActiveReviewer(item) ? <Alert tone="info">{t('web.review.noActiveReviewer')}</Alert> : null}
        <Actions item={item} />
        {item.can_review ? (
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => review.mutate({ action: 'approve', id: item.id, version: item.version })}
              loading={review.isPending}
            >
              {t('web.review.approve')}
            </Button>
            <Button
              variant="secondary"
              disabled={body.trim().length === 0}
              onClick={() => review.mutate({ action: 'request_changes', id: item.id, body })}
            >
              {t('web.review.requestChanges')}
            </Button>
          </div>
        ) : null}
        {review.error ? (
          <Alert tone="error">{errorMessage(review.error, t('web.editor.failed'))}</Alert>
        ) : null}
        <ol className="space-y-2" aria-label={t('web.review.comments')}>
          {comments.map((comment) => (
            <li key={comment.id} className="rounded border border-line p-2">
              <p className="text-xs text-ink-subtle">
                {comment.author.name} · {titleOf(comment.section_key)} ·{' '}
                {t(`web.review.kind.${comment.kind}`)} · {formatDay(comment.created_at, i18n.language)}
              </p>
              {comment.body ? <p className="mt-1 whitespace-pre-wrap text-ink">{comment.body}</p> : null}
            </li>
          ))}
        </ol>
        <div className="space-y-2">
          <SelectField
            label={t('web.review.section')}
            value={section}
            onValueChange={setSection}
            options={[
              { value: '', label: t('web.review.general') },
              ...item.sections.map((entry) => ({ value: entry.key, label: entry.title })),
            ]}
          />
          <label className="block text-sm font-medium text-ink" htmlFor={`comment-${item.id}`}>
            {t('web.review.comment')}
          </label>
          <textarea
            id={`comment-${item.id}`}
            className="block min-h-20 w-full rounded-control border border-line bg-surface px-3 py-2 text-sm text-ink"
            value={body}
            maxLength={4000}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={body.trim().length === 0}
            onClick={() =>
              review.mutate(
                { action: 'comment', id: item.id, section_key: section || null, body },
                { onSuccess: () => setBody('') },
              )
            }
          >
            {t('web.review.addComment')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
