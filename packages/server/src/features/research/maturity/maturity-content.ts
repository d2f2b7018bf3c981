import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MATURITY_SIZE_BANDS } from '@ailab/core/contract/research/maturity.schemas';
import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import { parse } from 'yaml';
import { z } from 'zod';
import { findRepositoryFolder } from '../../../config/repository-folder';

const Scoring = z.object({
  version: z.string(),
  levels: z.array(z.object({ level: z.number().int(), from: z.number() })).min(1),
  dimensions: z
    .array(
      z.object({
        // `overall` names the whole assessment's running totals (maturity_group_scores).
        key: z.string().refine((key) => key !== 'overall', 'a dimension may not be called overall'),
        questions: z
          .array(
            z.object({
              id: z.string(),
              scores: z.array(z.number().min(0).max(4)).min(2),
              required: z.boolean(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type MaturityScoring = z.infer<typeof Scoring>;

const Texts = z.object({
  scale: z.array(z.string()),
  levels: z.record(z.string(), z.object({ name: z.string(), summary: z.string() })),
  dimensions: z.record(
    z.string(),
    z.object({
      title: z.string(),
      summary: z.string(),
      questions: z.record(
        z.string(),
        z.object({ text: z.string(), help: z.string().optional(), options: z.array(z.string()).optional() }),
      ),
    }),
  ),
  industries: z.array(z.object({ slug: z.string(), name: z.string() })),
  size_bands: z.record(z.string(), z.string()),
});
export type MaturityTexts = z.infer<typeof Texts>;

/** The recommendation bands of a dimension, in file order: levels 1–2, level 3, levels 4–5. */
export type RecommendationBands = readonly [string, string, string];

/** Everything the assessment reads from `content/maturity/`, checked once at start-up. */
export interface MaturityContent {
  scoring: MaturityScoring;
  texts: Record<Language, MaturityTexts>;
  recommendations: Record<Language, Record<string, RecommendationBands>>;
}

/** The repository's `content/maturity` folder, found above the running file (sources and compiled bundle alike). */
export function maturityContentDir(start: string = import.meta.dirname): string {
  const dir = findRepositoryFolder(start, join('content', 'maturity'), 'scoring.yaml');
  if (!dir) throw new Error('content/maturity/scoring.yaml was not found above the server');
  return dir;
}

function bandsOf(markdown: string, file: string): RecommendationBands {
  const sections = markdown
    .split(/^## .*$/m)
    .slice(1)
    .map((part) => part.trim());
  const [low, mid, high] = sections;
  if (sections.length !== 3 || !low || !mid || !high)
    throw new Error(`${file}: expected three "## " sections (levels 1–2, 3, 4–5)`);
  return [low, mid, high];
}

function checkTexts(scoring: MaturityScoring, texts: MaturityTexts, language: string): void {
  const problem = (what: string) => new Error(`content/maturity/${language}/questionnaire.yaml: ${what}`);
  for (const level of scoring.levels)
    if (!texts.levels[String(level.level)]) throw problem(`level ${level.level} has no name`);
  for (const band of MATURITY_SIZE_BANDS)
    if (!texts.size_bands[band]) throw problem(`size band ${band} missing`);
  for (const dimension of scoring.dimensions) {
    const text = texts.dimensions[dimension.key];
    if (!text) throw problem(`dimension ${dimension.key} missing`);
    for (const question of dimension.questions) {
      const q = text.questions[question.id];
      if (!q) throw problem(`question ${question.id} missing`);
      const options = q.options ?? texts.scale;
      if (options.length !== question.scores.length)
        throw problem(
          `question ${question.id} has ${options.length} options for ${question.scores.length} scores`,
        );
    }
  }
}

/** Reads and checks the questionnaire, scoring and recommendations in every language; throws on a gap. */
export function loadMaturityContent(dir: string = maturityContentDir()): MaturityContent {
  const scoring = Scoring.parse(parse(readFileSync(join(dir, 'scoring.yaml'), 'utf8')));
  const texts = {} as Record<Language, MaturityTexts>;
  const recommendations = {} as Record<Language, Record<string, RecommendationBands>>;
  for (const language of LANGUAGES) {
    const parsed = Texts.parse(parse(readFileSync(join(dir, language, 'questionnaire.yaml'), 'utf8')));
    checkTexts(scoring, parsed, language);
    texts[language] = parsed;
    const folder = join(dir, language, 'recommendations');
    const files = new Set(readdirSync(folder));
    recommendations[language] = Object.fromEntries(
      scoring.dimensions.map((dimension) => {
        const file = `${dimension.key}.md`;
        if (!files.has(file)) throw new Error(`content/maturity/${language}/recommendations/${file} missing`);
        return [dimension.key, bandsOf(readFileSync(join(folder, file), 'utf8'), file)];
      }),
    );
  }
  return { scoring, texts, recommendations };
}
