/** A list of strings stored as JSON text (tags, topics, scopes); anything unreadable reads as empty. */
export function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
