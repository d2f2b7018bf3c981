/**
 * The yaml package, loaded on demand: it is about a fifth of the main bundle's code, and only
 * commands that read or write YAML files need it.
 */
export async function loadYaml(): Promise<typeof import('yaml')> {
  // Bundled on its own (CommonJS inside ES modules), yaml may arrive as a default export only.
  const loaded: typeof import('yaml') & { default?: typeof import('yaml') } = await import('yaml');
  return loaded.default ?? loaded;
}
