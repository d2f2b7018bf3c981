import { accountsFeature } from './accounts/accounts.feature';
import { applicationsFeature } from './applications/applications.feature';
import { auditFeature } from './audit/audit.feature';
import { eventsFeature } from './events/events.feature';
import type { FeatureManifest } from './feature-manifest';
import { headshotsFeature } from './headshots/headshots.feature';
import { helpFeature } from './help/help.feature';
import { institutesFeature } from './institutes/institutes.feature';
import { learningFeature } from './learning/learning.feature';
import { newsFeature } from './news/news.feature';
import { notificationsFeature } from './notifications/notifications.feature';
import { platformFeature } from './platform/platform.feature';
import { profilesFeature } from './profiles/profiles.feature';
import { repositoriesFeature } from './repositories/repositories.feature';
import { researchFeature } from './research/research.feature';
import { settingsFeature } from './settings/settings.feature';
import { startupsFeature } from './startups/startups.feature';
import { usersFeature } from './users/users.feature';

/**
 * Every domain of the server, one line each. The order is the order of demo seeding and of the
 * public counts: accounts first, then a domain after those whose content it builds on.
 */
export const FEATURES: readonly FeatureManifest[] = [
  accountsFeature,
  usersFeature,
  headshotsFeature,
  profilesFeature,
  settingsFeature,
  helpFeature,
  auditFeature,
  newsFeature,
  repositoriesFeature,
  learningFeature,
  eventsFeature,
  institutesFeature,
  researchFeature,
  applicationsFeature,
  startupsFeature,
  notificationsFeature,
  platformFeature,
];
