declare const __AILAB_CLI_VERSION__: string | undefined;

/** The CLI version, inlined by the esbuild build; a dev marker when run from source. */
export const CLI_VERSION: string =
  typeof __AILAB_CLI_VERSION__ === 'string' ? __AILAB_CLI_VERSION__ : '0.0.0-dev';
