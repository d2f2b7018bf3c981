/** A session's material (ZoomLab): a title and an address. */
export interface MaterialLink {
  title: string;
  url: string;
}

/** One material as a line of text, "title address"; a material titled by its own address is just the address. */
export function materialToLine(item: MaterialLink): string {
  return item.title === item.url ? item.url : `${item.title} ${item.url}`;
}

/** A line "title address": the address is the last word; a dash, colon or bar before it is dropped. */
export function materialFromLine(line: string): MaterialLink {
  const text = line.trim();
  const at = text.search(/\S+$/);
  const url = text.slice(Math.max(0, at));
  const title = text
    .slice(0, Math.max(0, at))
    .trim()
    .replace(/\s*[-–—:|]$/, '')
    .trim();
  return { title: title || url, url };
}

/** Materials one a line; blank lines are skipped. */
export function materialsFromLines(text: string): MaterialLink[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(materialFromLine);
}
