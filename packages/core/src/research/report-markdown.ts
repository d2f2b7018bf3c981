import { slugFromText } from './research-states';

/** The content of a research report, as the server stores a revision and the CLI reads a file. */
export interface ReportContent {
  title: string;
  summary: string;
  sections: { key: string; title: string; body: string }[];
  sources: { title: string; url: string }[];
}

/** A report as one Markdown document: `# title`, the summary, `## section` per section, `## Sources`. */
export function reportMarkdown(content: ReportContent): string {
  const lines = [`# ${content.title}`, '', content.summary, ''];
  for (const section of content.sections) lines.push(`## ${section.title}`, '', section.body, '');
  if (content.sources.length > 0) {
    lines.push('## Sources', '');
    for (const source of content.sources) lines.push(`- [${source.title}](${source.url})`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A section key from its heading: lower-case words joined by dashes, unique within the report. */
export function sectionKeyFor(title: string, taken: readonly string[]): string {
  const base = slugFromText(title, 50) || 'section';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}

/**
 * Splits a Markdown body into sections at its `## ` headings (text before the first heading is the
 * summary when no summary is given). A `## Sources` section of `- [title](url)` lines becomes the sources.
 */
export function sectionsFromMarkdown(body: string): {
  lead: string;
  sections: ReportContent['sections'];
  sources: ReportContent['sources'];
} {
  const lead: string[] = [];
  const sections: ReportContent['sections'] = [];
  const sources: ReportContent['sources'] = [];
  let current: { title: string; lines: string[] } | undefined;
  const flush = () => {
    if (!current) return;
    const text = current.lines.join('\n').trim();
    if (/^sources$/i.test(current.title)) {
      for (const match of text.matchAll(/^\s*[-*]\s*\[([^\]]+)\]\((\S+)\)\s*$/gm))
        if (match[1] && match[2]) sources.push({ title: match[1], url: match[2] });
    } else {
      sections.push({
        key: sectionKeyFor(
          current.title,
          sections.map((section) => section.key),
        ),
        title: current.title,
        body: text,
      });
    }
  };
  for (const line of body.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) {
      flush();
      current = { title: heading[1], lines: [] };
    } else if (current) current.lines.push(line);
    else if (!/^#\s/.test(line)) lead.push(line);
  }
  flush();
  return { lead: lead.join('\n').trim(), sections, sources };
}
