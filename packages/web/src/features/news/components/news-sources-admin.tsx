import type { NewsSource, NewsSyncSummary } from '@ailab/core/contract/news/news.schemas';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { RelativeTime } from '../../../components/relative-time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrors } from '../../../lib/api-error';
import { useAddNewsSource, useNewsSources, useRemoveNewsSource, useSyncNews } from '../api/news-api';

function SyncSummaryLine({ summary }: { summary: NewsSyncSummary }) {
  const { t } = useTranslation('news');
  return (
    <div role="status" className="rounded-control border border-line bg-surface-muted p-3 text-sm text-ink">
      <p>{t('web.syncSummary', summary)}</p>
      {summary.failures.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-ink-muted">
          {summary.failures.map((failure) => (
            <li key={failure.target}>
              {failure.name}: {t(`kinds.${failure.kind}`)} ({failure.message})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SourceName({ source }: { source: NewsSource }) {
  const { t } = useTranslation('news');
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink">{source.name}</p>
      <p className="break-all text-xs text-ink-muted sm:max-w-xs sm:truncate">{source.url}</p>
      {!source.enabled ? <p className="text-xs text-ink-muted">{t('web.disabled')}</p> : null}
    </div>
  );
}

function SourceHealth({ source, language }: { source: NewsSource; language: string }) {
  const { t } = useTranslation('news');
  const { health } = source;
  const status = health.last_status ? t(`web.status.${health.last_status}`) : t('web.status.never');
  return (
    <div className="text-sm">
      <p className="flex items-center gap-1">
        {health.flagged ? (
          <AlertTriangle aria-label={t('web.flagged')} className="size-4 text-warning" />
        ) : null}
        {status}
        {health.last_error_kind ? ` · ${t(`kinds.${health.last_error_kind}`)}` : null}
      </p>
      {health.not_modified_share !== null ? (
        <p className="text-xs text-ink-muted">
          {t('web.notModifiedShare', { percent: Math.round(health.not_modified_share * 100) })}
        </p>
      ) : null}
      {health.next_attempt_at ? (
        <p className="text-xs text-ink-muted">
          {t('web.nextAttempt')} <RelativeTime value={health.next_attempt_at} language={language} />
        </p>
      ) : null}
    </div>
  );
}

function SourceActions({ source }: { source: NewsSource }) {
  const { t } = useTranslation('news');
  const remove = useRemoveNewsSource();
  const { ask, dialog } = useConfirm();
  const sync = useSyncNews();
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap gap-2">
        {source.kind === 'feed' ? (
          <Button
            variant="secondary"
            loading={sync.isPending}
            onClick={() => sync.mutate({ source_ids: [source.id] })}
          >
            {t('web.syncNow')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          loading={remove.isPending}
          onClick={async () => {
            const confirmed = await ask({
              title: t('web.confirmRemove', { name: source.name }),
              confirmLabel: t('web.remove'),
              tone: 'danger',
            });
            if (confirmed) remove.mutate(source.id);
          }}
        >
          {t('web.remove')}
        </Button>
      </div>
      {sync.data ? <SyncSummaryLine summary={sync.data} /> : null}
      {dialog}
    </div>
  );
}

function AddSourceForm() {
  const { t } = useTranslation('news');
  const add = useAddNewsSource();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [tags, setTags] = useState('');
  const errors = fieldErrors(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tagList = tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    add.mutate(
      { name: name.trim(), url: url.trim(), tags: tagList },
      {
        onSuccess: () => {
          setName('');
          setUrl('');
          setTags('');
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_2fr_1fr_auto] sm:items-end"
      aria-label={t('web.addSource')}
    >
      <TextField
        label={t('web.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={80}
        error={errors.name}
      />
      <TextField
        label={t('web.url')}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        required
        error={errors.url}
      />
      <TextField
        label={t('web.tagsField')}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        hint={t('web.tagsHint')}
      />
      <Button type="submit" loading={add.isPending}>
        {t('web.add')}
      </Button>
    </form>
  );
}

/** Administrators' feed sources: health, sync now (one or all), add and remove. */
export function NewsSourcesAdmin() {
  const { t, i18n } = useTranslation('news');
  const sources = useNewsSources();
  const syncAll = useSyncNews();
  const columns: DataTableColumn<NewsSource>[] = [
    { id: 'source', header: t('web.source'), cell: (source) => <SourceName source={source} /> },
    {
      id: 'health',
      header: t('web.health'),
      cell: (source) => <SourceHealth source={source} language={i18n.language} />,
    },
    {
      id: 'articles',
      header: t('web.articles'),
      className: 'tabular-nums',
      cell: (source) => source.article_count,
    },
    {
      id: 'actions',
      actions: true,
      header: t('web.actions'),
      cell: (source) => <SourceActions source={source} />,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('web.addSource')}>
        <AddSourceForm />
      </Card>
      <Card
        title={t('web.sources')}
        actions={
          <Button loading={syncAll.isPending} onClick={() => syncAll.mutate({})}>
            {t('web.syncAll')}
          </Button>
        }
      >
        {syncAll.data ? <SyncSummaryLine summary={syncAll.data} /> : null}
        <DataTable
          label={t('web.sources')}
          columns={columns}
          rows={sources.data ?? []}
          getRowId={(source) => source.id}
          status={sources.status}
          error={sources.error}
          onRetry={() => void sources.refetch()}
        />
      </Card>
    </div>
  );
}
