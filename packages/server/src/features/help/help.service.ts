import { DEFAULT_LANGUAGE, type Language } from '@ailab/core/i18n/languages';
import { AppError } from '../../http/app-error';
import { type HelpFile, listHelpFiles, readHelpFile, titleOf } from './help-files';

/** The help files of a language merged over en-US: a topic without a translation falls back to en-US. */
async function topicsFor(
  language: Language,
  root: string | undefined,
): Promise<(HelpFile & { language: Language })[]> {
  if (root === undefined) return [];
  const fallback = await listHelpFiles(root, DEFAULT_LANGUAGE);
  if (language === DEFAULT_LANGUAGE) return fallback.map((file) => ({ ...file, language }));
  const own = new Map((await listHelpFiles(root, language)).map((file) => [file.slug, file]));
  return fallback.map((file) => {
    const translated = own.get(file.slug);
    return translated ? { ...translated, language } : { ...file, language: DEFAULT_LANGUAGE };
  });
}

/** The table of contents: each topic's slug and title, in order; `root` is the configured help folder. */
export async function helpToc(language: Language, root: string | undefined) {
  const topics = await topicsFor(language, root);
  const entries = await Promise.all(
    topics.map(async (topic) => ({
      slug: topic.slug,
      title: titleOf((root && (await readHelpFile(root, topic.language, topic.file))) || '', topic.slug),
    })),
  );
  return { language, topics: entries };
}

/** One topic by slug; NOT_FOUND for any slug that is not a help file. */
export async function helpPage(slug: string, language: Language, root: string | undefined) {
  const topic = (await topicsFor(language, root)).find((item) => item.slug === slug);
  const markdown = topic && root ? await readHelpFile(root, topic.language, topic.file) : undefined;
  if (!topic || markdown === undefined) throw new AppError('NOT_FOUND', { params: { path: slug } });
  return { slug, title: titleOf(markdown, slug), language: topic.language, markdown };
}
