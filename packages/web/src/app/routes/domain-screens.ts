import { NAMESPACES } from '@ailab/core/i18n/namespaces';
import { getI18n } from 'react-i18next';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** A domain's screens list: its keys and the lazy chunk of each. */
export type ScreenList = Record<string, LazyRouteFunction<RouteObject>>;

/**
 * Every domain's `features/<domain>/<domain>.screens.ts`, found by the bundler, in a chunk loaded with
 * the first domain page (as area-screens.ts and public-screens.ts do for the app's own screens): the
 * route table never imports a screens list, since each `import()` carries the chunks it preloads.
 */
const SCREEN_MODULES = import.meta.glob<Record<string, ScreenList>>('../../features/*/*.screens.ts', {
  eager: true,
});

/** Each domain's screens, by domain (its folder under features/). */
export const domainScreens: Readonly<Record<string, ScreenList>> = Object.fromEntries(
  Object.entries(SCREEN_MODULES).map(([path, module]) => {
    const domain = path.split('/').at(-2) ?? '';
    return [domain, module[`${domain}Screens`] ?? {}];
  }),
);

/** The domain whose screens list holds each screen key (keys are unique across domains: routes.test.ts). */
const domainOfScreen: ReadonlyMap<string, string> = new Map(
  Object.entries(domainScreens).flatMap(([domain, list]) => Object.keys(list).map((key) => [key, domain])),
);

const namespaces: readonly string[] = NAMESPACES;

/**
 * Loads a domain page's screen and, alongside, its domain's strings (the domain's namespace, when it has
 * one): the screen then renders at once instead of suspending for them.
 */
export async function loadScreen(
  screen: string,
): Promise<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>> {
  const domain = domainOfScreen.get(screen) ?? '';
  const load = domainScreens[domain]?.[screen];
  if (!load) throw new Error(`No domain screen ${screen} (features/<domain>/<domain>.screens.ts)`);
  const [route] = await Promise.all([
    load(),
    namespaces.includes(domain) ? getI18n()?.loadNamespaces(domain) : undefined,
  ]);
  return route;
}
