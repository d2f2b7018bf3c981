import { isLargeChange } from '@ailab/core/admin/large-change';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkImportDialog } from '../../../components/bulk-import/bulk-import-dialog';
import { useRefreshAfterImport, useUserImportBatch, useUserTotal } from '../api/import-users';

/**
 * Import users from a CSV file through the kit's bulk import. A change to more than a fifth of
 * the existing users needs an explicit tick (the CLI's --allow-large-change).
 */
export function UserImportDialog() {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const total = useUserTotal(open);
  const runBatch = useUserImportBatch();
  const refresh = useRefreshAfterImport();
  return (
    <BulkImportDialog
      data-testid="user-import"
      triggerLabel={t('import.open')}
      title={t('import.title')}
      description={t('import.description')}
      columnsHint={t('import.columnsHint')}
      keyHeader={t('import.columns.email')}
      onOpenChange={setOpen}
      parse={async (text) => (await import('../lib/read-users-csv')).readUsersCsv(text, t)}
      runBatch={runBatch}
      onApplied={refresh}
      guard={(plan) =>
        total.data !== undefined && isLargeChange(plan.summary, total.data)
          ? {
              message: t('import.largeChange', { updated: plan.summary.updated, existing: total.data }),
              acknowledge: t('import.allowLargeChange'),
            }
          : null
      }
    />
  );
}
