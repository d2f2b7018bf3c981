import type {
  IndustryImportRow,
  IndustryImportSection,
} from '@ailab/core/contract/research/industry-import.schemas';
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { BulkSpec } from '../../bulk/run-bulk';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';

type Trx = Transaction<Database>;

interface StoredIndustry {
  id: string;
  group_id: string;
  name: string;
  summary: string;
}

interface StoredGroup {
  id: string;
  name: string;
  description: string;
}

/** What `apply` carries out for one row: found rows (or null for new ones) and the sections that differ. */
interface Plan {
  industry: StoredIndustry | null;
  group: StoredGroup | null;
  sections: IndustryImportSection[];
}

function findIndustry(trx: Trx, slug: string) {
  return trx
    .selectFrom('industries')
    .select(['id', 'group_id', 'name', 'summary'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

function findGroup(trx: Trx, slug: string) {
  return trx
    .selectFrom('industry_groups')
    .select(['id', 'name', 'description'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The listed sections that are new or differ from the stored ones of the same key. */
async function changedSections(trx: Trx, industryId: string | null, row: IndustryImportRow) {
  if (row.sections.length === 0) return [];
  const stored = industryId
    ? await trx
        .selectFrom('industry_sections')
        .select(['key', 'title', 'body', 'sources', 'last_reviewed'])
        .where('industry_id', '=', industryId)
        .execute()
    : [];
  const byKey = new Map(stored.map((section) => [section.key, section]));
  return row.sections.filter((section) => {
    const old = byKey.get(section.key);
    return (
      !old ||
      old.title !== section.title ||
      old.body !== section.body ||
      old.last_reviewed !== section.last_reviewed ||
      old.sources !== JSON.stringify(section.sources)
    );
  });
}

/** Whether a row changes its (existing) group's name or description. */
function groupChanges(group: StoredGroup, row: IndustryImportRow): boolean {
  return (
    (row.group_name !== undefined && row.group_name !== group.name) ||
    (row.group_description !== undefined && row.group_description !== group.description)
  );
}

async function nextPosition(trx: Trx, table: 'industries' | 'industry_groups'): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? -1) + 1;
}

/**
 * The catalogue import (`admin/industries/import`) on the bulk pattern: each row one industry, matched by
 * slug, with its group (created when new: then `group_name` is required) and the overview sections it
 * lists. A row whose every value is already stored is `unchanged` and writes nothing; each change is
 * audited with the industry before and after.
 */
export function industryImportSpec(
  ctx: AppContext,
  caller: Caller,
  t: TFunction,
): BulkSpec<IndustryImportRow, Plan> {
  return {
    key: (row) => row.slug,
    async plan(trx, row) {
      const group = (await findGroup(trx, row.group)) ?? null;
      if (!group && row.group_name === undefined)
        throw new AppError('VALIDATION_FAILED', {
          fields: [
            {
              field: 'group_name',
              code: 'required',
              message: t('research:import.newGroupNeedsName', { group: row.group }),
            },
          ],
        });
      const industry = (await findIndustry(trx, row.slug)) ?? null;
      const sections = await changedSections(trx, industry?.id ?? null, row);
      if (!industry) return { outcome: 'created', data: { industry, group, sections } };
      const same =
        group !== null &&
        industry.group_id === group.id &&
        industry.name === row.name &&
        industry.summary === row.summary &&
        !groupChanges(group, row) &&
        sections.length === 0;
      return same ? { outcome: 'unchanged' } : { outcome: 'updated', data: { industry, group, sections } };
    },
    async apply(trx, row, decision) {
      const now = ctx.now().toISOString();
      let groupId = decision.data.group?.id;
      if (!decision.data.group) {
        groupId = crypto.randomUUID();
        await trx
          .insertInto('industry_groups')
          .values({
            id: groupId,
            slug: row.group,
            name: row.group_name ?? row.group,
            description: row.group_description ?? '',
            position: await nextPosition(trx, 'industry_groups'),
            created_at: now,
          })
          .execute();
      } else if (groupChanges(decision.data.group, row))
        await trx
          .updateTable('industry_groups')
          .set({
            ...(row.group_name !== undefined ? { name: row.group_name } : {}),
            ...(row.group_description !== undefined ? { description: row.group_description } : {}),
          })
          .where('id', '=', decision.data.group.id)
          .execute();
      if (!groupId) throw new Error('the industry group was not resolved');
      const before = decision.data.industry;
      const industryId = before?.id ?? crypto.randomUUID();
      if (before)
        await trx
          .updateTable('industries')
          .set({ name: row.name, summary: row.summary, group_id: groupId, updated_at: now })
          .where('id', '=', industryId)
          .execute();
      else
        await trx
          .insertInto('industries')
          .values({
            id: industryId,
            group_id: groupId,
            slug: row.slug,
            name: row.name,
            summary: row.summary,
            position: await nextPosition(trx, 'industries'),
            created_at: now,
            updated_at: now,
          })
          .execute();
      for (const section of decision.data.sections) {
        const values = {
          title: section.title,
          body: section.body,
          sources: JSON.stringify(section.sources),
          last_reviewed: section.last_reviewed,
          updated_at: now,
        };
        await trx
          .insertInto('industry_sections')
          .values({ industry_id: industryId, key: section.key, ...values })
          .onConflict((conflict) => conflict.columns(['industry_id', 'key']).doUpdateSet(values))
          .execute();
      }
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: before ? 'industry.import.update' : 'industry.import.create',
        target: { type: 'industry', id: industryId },
        before,
        after: {
          slug: row.slug,
          name: row.name,
          summary: row.summary,
          group: row.group,
          sections: decision.data.sections.map((section) => section.key),
        },
        at: ctx.now(),
      });
    },
  };
}
