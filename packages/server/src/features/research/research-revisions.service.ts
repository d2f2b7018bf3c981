import type { DiffAnswer, DiffBody } from '@ailab/core/contract/research/research.schemas';
import { diffLines } from 'diff';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { contentMarkdown } from './research-content';
import { revisionContent, visibleItem } from './research-view';

/** The revisions of an item, newest first, marking the approved and the published one. */
export async function listRevisions(ctx: AppContext, caller: Caller, id: string) {
  const { row } = await visibleItem(ctx.db, caller, { id });
  const rows = await ctx.db
    .selectFrom('research_revisions')
    .innerJoin('users', 'users.id', 'research_revisions.author_id')
    .select([
      'research_revisions.number',
      'research_revisions.created_at',
      'users.id',
      'users.first_name',
      'users.last_name',
    ])
    .where('research_revisions.research_id', '=', row.id)
    .orderBy('research_revisions.number', 'desc')
    .execute();
  return {
    items: rows.map((revision) => ({
      number: revision.number,
      author: { id: revision.id, name: `${revision.first_name} ${revision.last_name}`.trim() },
      created_at: revision.created_at,
      approved: revision.number === row.approved_revision,
      published: revision.number === row.published_revision,
    })),
  };
}

/**
 * A line diff (jsdiff) between two revisions' Markdown; by default between what a reviewer approved
 * (or, before any approval, revision 1) and the newest revision.
 */
export async function diffRevisions(
  ctx: AppContext,
  caller: Caller,
  body: z.infer<typeof DiffBody>,
): Promise<DiffAnswer> {
  const { row } = await visibleItem(ctx.db, caller, { id: body.id });
  const from = body.from ?? row.approved_revision ?? 1;
  const to = body.to ?? row.version;
  if (from > row.version || to > row.version) throw new AppError('NOT_FOUND');
  const before = contentMarkdown(await revisionContent(ctx.db, row.id, from));
  const after = contentMarkdown(await revisionContent(ctx.db, row.id, to));
  return {
    from,
    to,
    parts: diffLines(before, after).map((part) => ({
      kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
      text: part.value,
    })),
  };
}
