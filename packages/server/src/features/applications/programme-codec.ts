import type {
  AdminProgramme,
  PublicProgramme,
  Question,
  ScoreCategory,
} from '@ailab/core/contract/applications/programme.schemas';
import {
  DecisionTemplatesSchema,
  QuestionSchema,
  ScoreCategorySchema,
} from '@ailab/core/contract/applications/programme.schemas';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ApplicationProgrammesTable } from './applications.tables';

export type ProgrammeRow = Selectable<ApplicationProgrammesTable>;

/** A programme with its JSON columns read. */
export interface Programme extends Omit<ProgrammeRow, 'questions' | 'categories' | 'templates'> {
  questions: Question[];
  categories: ScoreCategory[];
  templates: z.infer<typeof DecisionTemplatesSchema>;
}

/** Reads a programme row's JSON columns (written only from the contract's schemas). */
export function decodeProgramme(row: ProgrammeRow): Programme {
  return {
    ...row,
    questions: z.array(QuestionSchema).parse(JSON.parse(row.questions)),
    categories: z.array(ScoreCategorySchema).parse(JSON.parse(row.categories)),
    templates: DecisionTemplatesSchema.parse(JSON.parse(row.templates)),
  };
}

/** True while the programme takes submissions at `now`: from its opening to its close, the close exclusive. */
export function isProgrammeOpen(programme: { opens_at: string; closes_at: string }, now: Date): boolean {
  const at = now.getTime();
  return at >= Date.parse(programme.opens_at) && at < Date.parse(programme.closes_at);
}

export function toPublicProgramme(programme: Programme, now: Date): PublicProgramme {
  return {
    slug: programme.slug,
    title: programme.title,
    description: programme.description,
    opens_at: programme.opens_at,
    closes_at: programme.closes_at,
    time_zone: programme.time_zone,
    is_open: isProgrammeOpen(programme, now),
    questions: programme.questions,
  };
}

export function toAdminProgramme(
  programme: Programme,
  counts: Record<string, number>,
  now: Date,
): AdminProgramme {
  return {
    id: programme.id,
    slug: programme.slug,
    title: programme.title,
    description: programme.description,
    opens_at: programme.opens_at,
    closes_at: programme.closes_at,
    time_zone: programme.time_zone,
    questions: programme.questions,
    categories: programme.categories,
    reviews_wanted: programme.reviews_wanted,
    phase: programme.phase,
    templates: programme.templates,
    cohort_team_id: programme.cohort_team_id,
    is_open: isProgrammeOpen(programme, now),
    counts,
    created_at: programme.created_at,
    updated_at: programme.updated_at,
  };
}
