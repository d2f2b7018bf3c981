import type { SettingValues } from '@ailab/core/contract/settings/settings.schemas';
import type { Home } from '@ailab/core/homes/choose-home';
import type { AppContext } from '../../app-context';

/** The host name of each public home: a host set in the app settings overrides the environment variable. */
export function publicHosts(ctx: AppContext, settings: SettingValues): Record<Home, string> {
  return {
    venture: settings.venture_host ?? ctx.config.hosts.venture,
    ailab: settings.ailab_host ?? ctx.config.hosts.ailab,
    education: settings.education_host ?? ctx.config.hosts.education,
  };
}
