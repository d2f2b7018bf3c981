import type { InstituteAuditEntry } from '@ailab/core/contract/institutes/institute-audit.schemas';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { EmptyState } from '../../../components/states/empty-state';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { useInstituteAudit } from '../api/institutes-api';

/** What an entry touched, in words: the member, the team(s) (a move reads "from → to"), the course, the address. */
function details(entry: InstituteAuditEntry): string {
  const parts: string[] = [];
  if (entry.member) parts.push(entry.member.name || entry.member.email);
  if (entry.teams.length)
    parts.push(entry.teams.join(entry.action === 'institute.member.move' ? ' → ' : ', '));
  if (entry.course) parts.push(entry.course);
  if (entry.email) parts.push(entry.email);
  return parts.join(' · ');
}

/** The institute's recent changes: when, who, what, and the names of what it touched. */
export function InstituteAudit({ instituteId }: { instituteId: string }) {
  const { t, i18n } = useTranslation('institutes');
  const list = useInstituteAudit(instituteId);
  const columns: DataTableColumn<InstituteAuditEntry>[] = [
    {
      id: 'created_at',
      header: t('web.audit.columns.time'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (entry) => formatDateTime(entry.created_at, i18n.language),
    },
    {
      id: 'actor',
      header: t('web.audit.columns.actor'),
      cell: (entry) => (entry.actor ? entry.actor.name || entry.actor.email : t('web.audit.system')),
    },
    {
      id: 'action',
      header: t('web.audit.columns.action'),
      cell: (entry) => t(`web.audit.actions.${entry.action}`, { defaultValue: entry.action }),
    },
    {
      id: 'details',
      header: t('web.audit.columns.details'),
      className: 'break-words',
      cell: (entry) => details(entry),
    },
  ];
  return (
    <Card title={t('web.audit.title')} description={t('web.audit.description')}>
      <DataTable
        label={t('web.audit.title')}
        columns={columns}
        getRowId={(entry) => entry.id}
        cardTitle={(entry) => t(`web.audit.actions.${entry.action}`, { defaultValue: entry.action })}
        empty={<EmptyState title={t('web.audit.empty')} />}
        {...listTableProps(list)}
      />
    </Card>
  );
}
