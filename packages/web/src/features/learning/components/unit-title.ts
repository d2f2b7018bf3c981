/**
 * A unit's Markdown without a leading heading that repeats the unit's title: the study page shows the title once,
 * as the unit's own heading (issue 25, item 9).
 */
export function withoutLeadingTitle(source: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(source);
  if (!match?.[1]) return source;
  const same = (text: string) => text.trim().toLocaleLowerCase();
  return same(match[1]) === same(title) ? source.slice(match[0].length).replace(/^\s*\n/, '') : source;
}
