import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/**
 * `assign --auto`: asks the server for its balanced assignment (or, with --dry-run, its plan) and prints
 * one line per application (assigned, still missing) and per excluded reviewer with the reason; the
 * reviewers' loads and the total go to stderr.
 */
export async function runApplicationAutoAssign(
  ids: string[],
  options: { reviewer: string[]; programme?: string; perApplication?: number; dryRun?: boolean },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const answer = await (await f.api()).adminApplications.assign({
    ...(options.programme ? { programme: options.programme } : {}),
    ...(ids.length > 0 ? { ids } : {}),
    ...(options.perApplication ? { per_application: options.perApplication } : {}),
    ...(options.reviewer.length > 0 ? { reviewers: options.reviewer } : {}),
    dry_run: options.dryRun === true,
  });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  const { t } = f;
  for (const item of answer.items) {
    const added = item.assigned.map((entry) => entry.email).join(',') || '-';
    f.io.print(
      `${item.id}\t${item.programme}\t+${added}\t${t('applications:cli.assign.missing', { count: item.missing })}`,
    );
    for (const entry of item.excluded)
      f.io.print(`${item.id}\t${item.programme}\t!${entry.reviewer.email}\t${entry.reason}`);
  }
  for (const reviewer of answer.reviewers)
    f.io.info(
      t('applications:cli.assign.load', {
        reviewer: reviewer.email,
        before: reviewer.before,
        after: reviewer.after,
      }),
    );
  const key = answer.dry_run ? 'applications:cli.assign.wouldAssign' : 'applications:cli.assign.assigned';
  f.io.info(`${f.io.err.green('✓')} ${t(key, { count: answer.assigned_count })}`);
}
