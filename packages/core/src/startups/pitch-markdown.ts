/** One section of a pitch as a Markdown file holds it. */
export interface PitchFileSection {
  /** The stored section's id, when the file came from `ailab pitch export`; absent for a new one. */
  id?: string;
  kind: string;
  title: string;
  body: string;
}

/** The marker line before each section: its id (if stored) and kind, invisible when the Markdown is rendered. */
const MARKER = /^<!--\s*section(?:\s+id=([A-Za-z0-9_-]+))?(?:\s+kind=([a-z_]+))?\s*-->\s*$/;
const HEADING = /^##\s+(.+?)\s*#*\s*$/;

/** A section being read: its heading is the first `## ` line after its marker. */
interface OpenSection {
  section: PitchFileSection;
  titled: boolean;
  body: string[];
}

/** A section's marker line. */
function marker(section: PitchFileSection): string {
  return `<!-- section${section.id ? ` id=${section.id}` : ''} kind=${section.kind} -->`;
}

/**
 * The sections part of a pitch file: each section a marker comment, a `## Title` heading and its
 * Markdown body. Ids and kinds ride in the comments, so a file edited and imported again updates
 * the same sections (`ailab pitch export` → edit → `ailab pitch import`).
 */
export function pitchSectionsToMarkdown(sections: readonly PitchFileSection[]): string {
  return sections
    .map((section) => {
      const body = section.body.trim();
      return `${marker(section)}\n## ${section.title.trim()}\n${body ? `\n${body}\n` : ''}`;
    })
    .join('\n');
}

/**
 * Reads the sections of a pitch file. With marker comments, each marker starts a section whose first
 * `## ` heading is its title (so a body may hold `## ` lines of its own); a file written by hand
 * without markers is split at its `## ` headings, each a custom section. Text before the first
 * section is ignored. Bodies are trimmed.
 */
export function pitchSectionsFromMarkdown(markdown: string): PitchFileSection[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const marked = lines.some((line) => MARKER.test(line));
  const sections: PitchFileSection[] = [];
  let current: OpenSection | undefined;
  const close = () => {
    if (!current) return;
    sections.push({ ...current.section, body: current.body.join('\n').trim() });
    current = undefined;
  };
  for (const line of lines) {
    const mark = marked ? MARKER.exec(line) : null;
    if (mark) {
      close();
      current = {
        section: { ...(mark[1] ? { id: mark[1] } : {}), kind: mark[2] ?? 'custom', title: '', body: '' },
        titled: false,
        body: [],
      };
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading && !marked) {
      close();
      current = { section: { kind: 'custom', title: heading[1] ?? '', body: '' }, titled: true, body: [] };
      continue;
    }
    if (!current) continue;
    if (!current.titled && heading) {
      current.section.title = heading[1] ?? '';
      current.titled = true;
      continue;
    }
    current.body.push(line);
  }
  close();
  return sections;
}
