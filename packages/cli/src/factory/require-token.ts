import { AuthRequiredError } from '../errors/cli-errors';
import type { Factory } from './factory';
import type { ResolvedToken } from './token-source';

/** The token in use, or an exit-4 error before any network call when there is none. */
export async function requireToken(f: Factory): Promise<ResolvedToken> {
  const token = await f.token();
  if (token === null) throw new AuthRequiredError(f.t('errors.authRequired'));
  return token;
}
