import type { AuditEntryDetail } from '@ailab/core/contract/audit/audit.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { auditEntries, toAuditEntry } from './audit-list.service';
import { auditTargetName } from './audit-target-name';

/** One audit entry by id, its actor and target named; an unknown id is NOT_FOUND. */
export async function getAuditEntry(ctx: AppContext, id: string, t: TFunction): Promise<AuditEntryDetail> {
  const row = await auditEntries(ctx).where('audit_log.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { params: { path: t('users:audit.entry', { id }) } });
  const entry = toAuditEntry(row);
  return { ...entry, target_name: await auditTargetName(ctx, entry.target.type, entry.target.id) };
}
