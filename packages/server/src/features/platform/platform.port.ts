import type { Home } from '@ailab/core/homes/choose-home';
import type { AppContext } from '../../app-context';
import { readSettings } from '../settings/settings.port';
import { publicHosts } from './public-hosts';

/** The public host of each home, as configured now (a host in the settings over the environment's). */
export async function readPublicHosts(ctx: AppContext): Promise<Record<Home, string>> {
  return publicHosts(ctx, await readSettings(ctx));
}
