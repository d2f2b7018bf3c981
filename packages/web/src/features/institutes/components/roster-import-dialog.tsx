import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import { useTranslation } from 'react-i18next';
import { BulkImportDialog } from '../../../components/bulk-import/bulk-import-dialog';
import { useRefreshInstitute, useRosterImportBatch } from '../api/institutes-api';

/**
 * Import a roster (`email, first_name, last_name, team`) through the kit's bulk import: the dry run
 * row by row, then apply, then the failed rows as a CSV. The same endpoint and file reading as
 * `ailab institute roster import`.
 */
export function RosterImportDialog({ institute }: { institute: InstituteDetail }) {
  // `bulk` holds the file problems core's reader names.
  const { t } = useTranslation(['institutes', 'bulk']);
  const runBatch = useRosterImportBatch(institute.id);
  const refresh = useRefreshInstitute();
  return (
    <BulkImportDialog
      data-testid="roster-import"
      triggerLabel={t('web.import.open')}
      title={t('web.import.title', { institute: institute.name })}
      description={t('web.import.description')}
      columnsHint={t('web.import.columnsHint')}
      keyHeader={t('web.import.email')}
      parse={async (_text, bytes) => (await import('../lib/read-roster-csv')).readRosterCsv(bytes, t)}
      runBatch={runBatch}
      onApplied={refresh}
    />
  );
}
