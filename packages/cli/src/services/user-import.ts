import { isLargeChange, LARGE_CHANGE_SHARE } from '@ailab/core/admin/large-change';
import { USER_BULK_CSV } from '@ailab/core/bulk/user-bulk-csv';
import { UsageError } from '../errors/cli-errors';
import type { Factory } from '../factory/factory';
import { confirmDestructive } from '../io/confirm-destructive';
import { parseCsvTable } from '../io/csv';
import { readCsvFile } from '../io/read-csv-file';
import { type ImportResult, runBulkImport } from './bulk-import';

/** The flags of `ailab user import`. */
export interface UserImportFlags {
  dryRun?: boolean;
  failedOut?: string;
  yes?: boolean;
  allowLargeChange?: boolean;
  /** False with --no-invite: new accounts are created without an invitation email. */
  invite?: boolean;
  /** The roles column becomes each account's exact set of roles (by default an import only adds roles). */
  replaceRoles?: boolean;
}

/** `line 4 ana@lab.mx: roles 1 8 → 8`: what each update the server described changes (a replaced role set). */
function changeLines(f: Factory, result: ImportResult): string[] {
  return result.rows.flatMap((row) =>
    row.change === undefined
      ? []
      : [f.t('user.import.rowChange', { line: row.line, key: row.key, change: row.change })],
  );
}

/**
 * What runs between the dry run and the real one: refuses a change to more
 * than a fifth of the existing users without --allow-large-change, then asks
 * on a terminal (or needs --yes elsewhere) before anything is written.
 */
function confirmImport(f: Factory, flags: UserImportFlags, existingUsers: number) {
  return async (plan: ImportResult) => {
    const { created, updated } = plan.summary;
    if (created + updated === 0) return;
    if (isLargeChange(plan.summary, existingUsers) && !flags.allowLargeChange)
      throw new UsageError(f.t('user.import.largeChange', { updated, existing: existingUsers }));
    if (!flags.yes && f.io.canPrompt) {
      for (const line of changeLines(f, plan)) f.io.info(line);
      f.io.info(f.t('bulk.summaryDryRun', plan.summary));
    }
    await confirmDestructive(f.io, f.t, flags.yes, {
      question: f.t(flags.invite === false ? 'user.import.confirmNoInvite' : 'user.import.confirm', {
        created,
        updated,
      }),
      consequence: f.t('user.import.needsYes', plan.summary),
    });
  };
}

/** True when the import must dry-run the file first: to ask on a terminal, or to check the large-change bar. */
function needsPlan(flags: UserImportFlags, rows: number, existingUsers: number): boolean {
  const mayBeLarge = rows > existingUsers * LARGE_CHANGE_SHARE;
  return !flags.yes || (mayBeLarge && !flags.allowLargeChange);
}

/**
 * `ailab user import <file>`: reads the CSV with a real parser, checks every
 * row against the contract, dry-runs the whole file, confirms, then imports in
 * batches of 500. Idempotent by email, so running it again is safe.
 */
export async function importUsersFromFile(f: Factory, file: string, flags: UserImportFlags): Promise<void> {
  const text = await readCsvFile(file, f.t);
  const { records, header } = parseCsvTable(text, USER_BULK_CSV.fields, f.t);
  if (records.length === 0) throw new UsageError(f.t('user.import.noRows', { file }));
  // A file without a roles column would make every account's exact set "no roles": refused, not guessed.
  if (flags.replaceRoles && records[0]?.values.roles === undefined)
    throw new UsageError(f.t('user.import.replaceRolesNeedsColumn', { file }));
  const api = await f.api(undefined, { progress: false, long: true });
  const existing = (await api.adminUsers.allUsers({ limit: 1 })).total;
  await runBulkImport(f, {
    records,
    header,
    ...USER_BULK_CSV,
    send: (client, body) =>
      client.adminAccounts.import({
        ...body,
        invite: flags.invite !== false,
        replace_roles: flags.replaceRoles === true,
      }),
    dryRun: flags.dryRun === true,
    ...(flags.failedOut ? { failedOut: flags.failedOut } : {}),
    label: f.t('user.import.progress'),
    checkLabel: f.t('user.import.checking'),
    // The dry run before the real one is skipped when there is nothing to ask: --yes, and the file is too small
    // to update a fifth of the users (or --allow-large-change). A script importing into a big platform pays once.
    ...(needsPlan(flags, records.length, existing) ? { confirm: confirmImport(f, flags, existing) } : {}),
    warnings: (result) => [
      // A dry run names every account whose role set a replacing import changes (the server says how).
      ...(result.dryRun && !f.json ? changeLines(f, result) : []),
      ...(result.dryRun && isLargeChange(result.summary, existing)
        ? [f.t('user.import.largeChangeDryRun', { updated: result.summary.updated, existing })]
        : []),
      // Every new account is emailed an invitation: a dry run says how many before anyone gets one.
      ...(result.dryRun && flags.invite !== false && result.summary.created > 0
        ? [f.t('user.import.invitations', { count: result.summary.created })]
        : []),
    ],
  });
}
