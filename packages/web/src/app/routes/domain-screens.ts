import { applicationsScreens } from '../../features/applications/applications.screens';
import { eventsScreens } from '../../features/events/events.screens';
import { institutesScreens } from '../../features/institutes/institutes.screens';
import { learningScreens } from '../../features/learning/learning.screens';
import { newsScreens } from '../../features/news/news.screens';
import { repositoriesScreens } from '../../features/repositories/repositories.screens';
import { researchScreens } from '../../features/research/research.screens';
import { startupsScreens } from '../../features/startups/startups.screens';
import { usersScreens } from '../../features/users/users.screens';

/**
 * Every domain's screens, one line per domain, in a chunk loaded with the first domain page (as
 * area-screens.ts and public-screens.ts do for the app's own screens). Screen keys are unique across
 * domains (routes.test.ts checks).
 */
export const domainScreenLists = [
  applicationsScreens,
  eventsScreens,
  institutesScreens,
  learningScreens,
  newsScreens,
  repositoriesScreens,
  researchScreens,
  startupsScreens,
  usersScreens,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type DomainScreens = UnionToIntersection<(typeof domainScreenLists)[number]>;

/** Every domain screen by its key. */
export const domainScreens: DomainScreens = Object.assign({}, ...domainScreenLists);

/** The key of a domain's screen. */
export type DomainScreen = keyof DomainScreens;
