import { APPLICATION_STATES } from '@ailab/core/contract/applications/application-states';
import type { Decision } from '@ailab/core/contract/applications/programme.schemas';
import type { ReviewQueueItem } from '@ailab/core/contract/applications/review.schemas';
import { contract } from '@ailab/core/contract/index';
import { ROLE } from '@ailab/core/roles/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BarChart } from '../../../components/charts/bar-chart';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { FormError } from '../../../components/form-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { searchParams } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { ApplicationReviewPanel } from './application-review-panel';
import { AutoAssignDialog } from './auto-assign-dialog';
import { ProgrammeSettingsDialog } from './programme-settings-dialog';

const QUEUE_KEY = ['applications', 'queue'];

/** /admin/application-management: the review queue, the funnel, one application, bulk decisions. */
export function ReviewQueueScreen() {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const programmes = useQuery({
    queryKey: ['applications', 'programmes'],
    queryFn: () => api.adminProgrammes.list({}),
  });
  const [programme, setProgramme] = useState('');
  const [state, setState] = useState('');
  const [needsMine, setNeedsMine] = useState(false);
  const [sort, setSort] = useState('-submitted_at');
  const [params] = useSearchParams();
  // A notification's link names the application to open.
  const [open, setOpen] = useState<string | null>(params.get(searchParams.application));
  const [bulk, setBulk] = useState<{ ids: string[]; decision: Decision } | null>(null);
  // Automatic assignment (administrators): the programme filtered on, or the chosen rows.
  const [assigning, setAssigning] = useState<{ ids?: string[] } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { user } = useAuth();
  const isAdmin = user?.roles.includes(ROLE.admin) ?? false;
  const list = usePagedList({
    queryKey: QUEUE_KEY,
    fetchPage: endpointFetcher(api, contract.adminApplications.list),
    filters: {
      sort: sort as 'score',
      ...(programme ? { programme } : {}),
      ...(state ? { state: state as 'submitted' } : {}),
      ...(needsMine ? { needs_my_review: true } : {}),
    },
  });
  const selected = programmes.data?.items.find((item) => item.slug === programme);
  const chosen = selected ?? programmes.data?.items[0];
  const funnel = APPLICATION_STATES.filter((name) => name !== 'draft').map((name) => ({
    state: t(`states.${name}`),
    count: chosen?.counts[name] ?? 0,
  }));

  const columns: DataTableColumn<ReviewQueueItem>[] = [
    {
      id: 'title',
      header: t('web.review.columns.title'),
      sortKey: 'name',
      cell: (row) => (
        <Button variant="ghost" className="px-1 py-0.5 text-left" onClick={() => setOpen(row.id)}>
          {row.title || t('web.review.untitled')}
        </Button>
      ),
    },
    {
      id: 'applicant',
      header: t('web.review.columns.applicant'),
      cell: (row) => row.applicant_name ?? <span className="text-ink-muted">{t('web.review.hidden')}</span>,
    },
    {
      id: 'state',
      header: t('web.review.columns.state'),
      cell: (row) => <Badge tone="info">{t(`states.${row.state}`)}</Badge>,
    },
    {
      id: 'score',
      header: t('web.review.columns.score'),
      sortKey: 'score',
      className: 'tabular-nums',
      cell: (row) => (row.score === null ? '—' : row.score.toFixed(2)),
    },
    {
      id: 'reviews',
      header: t('web.review.columns.reviews'),
      className: 'tabular-nums',
      cell: (row) =>
        `${row.reviews_count}/${row.reviews_wanted}${row.assigned_to_me && !row.reviewed_by_me ? ' •' : ''}`,
    },
    {
      id: 'submitted',
      header: t('web.review.columns.submitted'),
      sortKey: 'submitted_at',
      cell: (row) => (row.submitted_at ? new Date(row.submitted_at).toLocaleDateString() : '—'),
    },
  ];

  return (
    <ScreenContainer className="space-y-6">
      <PageHeader
        title={t('web.review.title')}
        description={t('web.review.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {selected ? (
              <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
                {t('web.review.settings.open')}
              </Button>
            ) : null}
            {isAdmin ? (
              <Button variant="secondary" onClick={() => setAssigning({})}>
                {programme ? t('web.review.assign.autoProgramme') : t('web.review.assign.autoAll')}
              </Button>
            ) : null}
          </div>
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('web.review.programme')}
          value={programme}
          onValueChange={setProgramme}
          options={[
            { value: '', label: t('web.review.all') },
            ...(programmes.data?.items ?? []).map((item) => ({ value: item.slug, label: item.title })),
          ]}
        />
        <SelectField
          label={t('web.review.state')}
          value={state}
          onValueChange={setState}
          options={[
            { value: '', label: t('web.review.all') },
            ...APPLICATION_STATES.filter((name) => name !== 'draft').map((name) => ({
              value: name,
              label: t(`states.${name}`),
            })),
          ]}
        />
        <label className="flex items-end gap-2 pb-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={needsMine}
            onChange={(event) => setNeedsMine(event.target.checked)}
          />
          {t('web.review.needsMine')}
        </label>
      </div>
      <DataTable
        label={t('web.review.title')}
        columns={columns}
        rows={list.items}
        getRowId={(row) => row.id}
        status={list.query.status}
        error={list.query.error}
        onRetry={() => void list.query.refetch()}
        sort={sort}
        onSortChange={setSort}
        pagination={list.pagination}
        bulkActions={(selected, clear) => (
          <div className="flex flex-wrap gap-2">
            {isAdmin ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setAssigning({ ids: selected.map((row) => row.id) });
                  clear();
                }}
              >
                {t('web.review.assign.autoSelected')}
              </Button>
            ) : null}
            {(['accepted', 'waitlisted', 'rejected'] as const).map((decision) => (
              <Button
                key={decision}
                variant="secondary"
                onClick={() => {
                  setBulk({ ids: selected.map((row) => row.id), decision });
                  clear();
                }}
              >
                {t(`web.review.decide.${decision}`)}
              </Button>
            ))}
          </div>
        )}
      />
      {open ? <ApplicationReviewPanel id={open} onClose={() => setOpen(null)} /> : null}
      {chosen ? (
        <Card title={t('web.review.funnel', { programme: chosen.title })}>
          <BarChart
            label={t('web.review.funnel', { programme: chosen.title })}
            data={funnel}
            xKey="state"
            xLabel={t('web.review.state')}
            series={[{ key: 'count', label: t('web.review.count') }]}
            integerY
          />
        </Card>
      ) : null}
      {bulk ? <BulkDecideDialog {...bulk} onClose={() => setBulk(null)} /> : null}
      {settingsOpen && selected ? (
        <ProgrammeSettingsDialog programme={selected} onClose={() => setSettingsOpen(false)} />
      ) : null}
      {assigning ? (
        <AutoAssignDialog
          programme={assigning.ids ? undefined : programme || undefined}
          ids={assigning.ids}
          onClose={() => setAssigning(null)}
        />
      ) : null}
    </ScreenContainer>
  );
}

/** The preview of every email a bulk decision sends (a dry run), then the decision itself. */
function BulkDecideDialog({
  ids,
  decision,
  onClose,
}: {
  ids: string[];
  decision: Decision;
  onClose(): void;
}) {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['applications', 'preview', decision, ids],
    queryFn: () => api.adminApplications.decide({ ids, decision, dry_run: true }),
  });
  const decide = useMutation({
    mutationFn: () => api.adminApplications.decide({ ids, decision }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      width="lg"
      title={t(`web.review.decide.${decision}`)}
      description={t('web.review.previewDescription', { count: ids.length })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('web.review.cancel')}
          </Button>
          <Button loading={decide.isPending} disabled={!preview.data} onClick={() => decide.mutate()}>
            {t('web.review.send')}
          </Button>
        </>
      }
    >
      <FormError error={preview.error ?? decide.error} />
      <ul className="max-h-96 space-y-3 overflow-y-auto">
        {(preview.data?.items ?? []).map((item) => (
          <li key={item.id} className="rounded-lg border border-line p-3 text-sm">
            {item.outcome === 'would_decide' ? (
              <>
                <p className="font-medium text-ink">{item.subject}</p>
                <p className="text-ink-muted">
                  {item.to} · {item.language}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-ink">{item.body}</p>
              </>
            ) : (
              <p className="text-danger">
                {t('web.review.skipped', { state: item.state ? t(`states.${item.state}`) : item.id })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
