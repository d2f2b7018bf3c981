import type {
  RepositoryDropBody,
  RepositoryDropResultSchema,
} from '@ailab/core/contract/repositories/repositories.schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { listTargets, type TargetRow } from './repositories.repository';
import { repositoryRowToRepository } from './resources.service';
import { coveredBy } from './target-coverage';

/** The followed target that still covers a repository, if any (the refresh would bring it back). */
function coveringTarget(targets: readonly TargetRow[], repo: Parameters<ReturnType<typeof coveredBy>>[0]) {
  return targets.find((target) => coveredBy([target])(repo));
}

/**
 * Deletes one repository from the catalogue (issue 24 item 6, `ailab repos drop`), live or marked removed. While a
 * followed target covers it the next refresh would add it again, so that is a conflict naming the target to
 * unfollow first. The deletion and its audit entry are one transaction; a dry run checks and changes nothing.
 */
export async function dropRepository(
  ctx: AppContext,
  t: TFunction,
  input: z.output<typeof RepositoryDropBody>,
  actorId: string | null,
): Promise<z.output<typeof RepositoryDropResultSchema>> {
  const key = input.full_name.toLowerCase();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('repositories')
      .selectAll()
      .where('full_name_key', '=', key)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', { params: { path: input.full_name } });
    const target = coveringTarget(await listTargets(trx), row);
    if (target)
      throw new AppError('CONFLICT', {
        fields: [
          {
            field: 'full_name',
            code: 'followed',
            message: t('news:errors.dropFollowed', { repository: row.full_name, target: target.name }),
          },
        ],
      });
    const repository = repositoryRowToRepository(row);
    if (input.dry_run) return { repository, dry_run: true };
    await trx.deleteFrom('repositories').where('id', '=', row.id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'github.repository.drop',
      target: { type: 'repository', id: row.id },
      before: repository,
      after: null,
      at: ctx.now(),
    });
    return { repository, dry_run: false };
  });
}
