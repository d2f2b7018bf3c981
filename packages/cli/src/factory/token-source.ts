/** Where the token in use came from, strongest first. */
export type TokenSource = 'flag' | 'env' | 'stored';

/** A token and where it came from. */
export interface ResolvedToken {
  value: string;
  source: TokenSource;
}

/** --token beats AILAB_TOKEN, which beats the stored session. */
export function pickToken(
  flag: string | undefined,
  envToken: string | undefined,
  stored: string | null,
): ResolvedToken | null {
  if (flag) return { value: flag, source: 'flag' };
  if (envToken) return { value: envToken, source: 'env' };
  if (stored) return { value: stored, source: 'stored' };
  return null;
}
