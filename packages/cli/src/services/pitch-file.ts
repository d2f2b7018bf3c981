import { readFile } from 'node:fs/promises';
import type { PitchContent } from '@ailab/core/contract/startups/pitch.schemas';
import {
  type PitchFileSection,
  pitchSectionsFromMarkdown,
  pitchSectionsToMarkdown,
} from '@ailab/core/startups/pitch-markdown';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { readFrontMatter } from '../io/front-matter';
import { loadYaml } from '../io/load-yaml';

/** A pitch as a Markdown file holds it: front matter, then its sections. */
export interface PitchFile {
  /** The stored pitch (absent: import creates one under `startup`). */
  pitch?: string;
  startup?: string;
  title: string;
  audience?: string;
  sections: PitchFileSection[];
}

/** The Markdown of a pitch: YAML front matter (ids, title, audience, status for reference) and every section. */
export async function pitchToMarkdown(content: PitchContent): Promise<string> {
  const { stringify } = await loadYaml();
  const front = stringify({
    pitch: content.pitch.id,
    startup: content.pitch.startup_id,
    title: content.pitch.title,
    audience: content.pitch.audience,
    status: content.pitch.status,
  }).trimEnd();
  const sections = [...content.sections].sort((a, b) => a.position - b.position);
  return `---\n${front}\n---\n\n${pitchSectionsToMarkdown(sections)}`;
}

/** Reads a pitch file (`ailab pitch export`'s format, or hand-written `## ` sections under a front matter). */
export async function readPitchFile(path: string, t: Translate): Promise<PitchFile> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError(t('startups:cli.pitch.unreadable', { path }));
  });
  const file = await readFrontMatter(text);
  if (!file) throw new UsageError(t('startups:cli.pitch.noFrontMatter', { path }));
  const { front } = file;
  const field = (key: string) => (typeof front[key] === 'string' ? (front[key] as string).trim() : undefined);
  const title = field('title');
  if (!title) throw new UsageError(t('startups:cli.pitch.noTitle', { path }));
  const pitch = field('pitch');
  const startup = field('startup');
  if (!pitch && !startup) throw new UsageError(t('startups:cli.pitch.noTarget', { path }));
  const audience = field('audience');
  return {
    ...(pitch ? { pitch } : {}),
    ...(startup ? { startup } : {}),
    title,
    ...(audience ? { audience } : {}),
    sections: pitchSectionsFromMarkdown(file.body),
  };
}
