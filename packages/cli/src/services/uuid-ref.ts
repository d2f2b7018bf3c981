const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when what a person typed is an id the server issued (a UUID), not a natural key (slug, email, name). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
