import { RESEARCH_STATES, type ResearchState } from '@ailab/core/contract/research/research.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { EmptyState } from '../../../components/states/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { errorMessage } from '../../../lib/api-error';
import { useCreateResearch, useMyResearch, useResearchItem } from '../api/research-api';
import { formatDay } from './format-day';
import { ResearchEditor } from './research-editor';
import { ReviewPanel } from './review-panel';
import { RevisionHistory } from './revision-history';

function NewResearch() {
  const { t } = useTranslation('research');
  const create = useCreateResearch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [title, setTitle] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ title }, { onSuccess: (item) => navigate(`${pathname}?id=${item.id}`) });
      }}
    >
      <div className="min-w-0 flex-1">
        <TextField
          label={t('web.list.newTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <Button type="submit" loading={create.isPending} disabled={title.trim().length < 3}>
        {t('web.list.create')}
      </Button>
      {create.error ? <Alert tone="error">{errorMessage(create.error, t('web.editor.failed'))}</Alert> : null}
    </form>
  );
}

function ResearchList() {
  const { t, i18n } = useTranslation('research');
  const { pathname } = useLocation();
  const [scope, setScope] = useState<'mine' | 'review'>('mine');
  const [state, setState] = useState<ResearchState | ''>('');
  const list = useMyResearch(scope, state || undefined);
  return (
    <div className="space-y-4">
      <NewResearch />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('web.list.scope')}
          value={scope}
          onValueChange={setScope}
          options={[
            { value: 'mine', label: t('web.list.mine') },
            { value: 'review', label: t('web.list.review') },
          ]}
        />
        <SelectField
          label={t('web.list.state')}
          value={state}
          onValueChange={setState}
          options={[
            { value: '', label: t('web.list.allStates') },
            ...RESEARCH_STATES.map((value) => ({ value, label: t(`web.states.${value}`) })),
          ]}
        />
      </div>
      <QueryView query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={t('web.list.emptyTitle')} description={t('web.list.emptyBody')} />
          ) : (
            <ul className="divide-y divide-line rounded-card border border-line bg-surface">
              {page.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <Link className="font-medium text-ink hover:underline" to={`${pathname}?id=${item.id}`}>
                      {item.title}
                    </Link>
                    <p className="text-xs text-ink-subtle">
                      {item.author.name} ·{' '}
                      {t('web.list.updated', { date: formatDay(item.updated_at, i18n.language) })} · v
                      {item.version}
                    </p>
                  </div>
                  <Badge
                    tone={
                      item.state === 'published' ? 'success' : item.state === 'in_review' ? 'info' : 'neutral'
                    }
                  >
                    {t(`web.states.${item.state}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function ResearchWorkspace({ id }: { id: string }) {
  const { t } = useTranslation('research');
  const { pathname } = useLocation();
  const item = useResearchItem(id);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link className="text-brand-700 hover:underline dark:text-brand-300" to={pathname}>
          {t('web.list.back')}
        </Link>
      </p>
      <QueryView query={item}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-6">
              <ResearchEditor key={data.item.id} item={data.item} />
              <RevisionHistory item={data.item} />
            </div>
            <div className="min-w-0 space-y-4">
              <ReviewPanel item={data.item} comments={data.comments} />
              {data.item.published_revision ? (
                <Link
                  className="text-sm text-brand-700 underline dark:text-brand-300"
                  to={`/industry-reports/report?slug=${data.item.slug}`}
                >
                  {t('web.list.viewPublic')}
                </Link>
              ) : null}
            </div>
          </div>
        )}
      </QueryView>
    </div>
  );
}

/** /ailab/industries/your-research: my research by state, or (with `?id=`) the editor, review panel and revisions. */
export function ResearchPublishScreen() {
  const title = useScreenTitle('researchPublish');
  const { t } = useTranslation('research');
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={title} description={t('web.list.intro')} />
      {id ? <ResearchWorkspace id={id} /> : <ResearchList />}
    </ScreenContainer>
  );
}
