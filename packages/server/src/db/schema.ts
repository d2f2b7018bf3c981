import type { AuditTables } from '../audit/audit.tables';
import type { AccountsTables } from '../features/accounts/accounts.tables';
import type { ApplicationsTables } from '../features/applications/applications.tables';
import type { EventsTables } from '../features/events/events.tables';
import type { InstitutesTables } from '../features/institutes/institutes.tables';
import type { LearningTables } from '../features/learning/learning.tables';
import type { NewsTables } from '../features/news/news.tables';
import type { RepositoriesTables } from '../features/repositories/repositories.tables';
import type { MaturityTables } from '../features/research/maturity.tables';
import type { ResearchTables } from '../features/research/research.tables';
import type { SettingsTables } from '../features/settings/settings.tables';
import type { StartupsTables } from '../features/startups/startups.tables';
import type { AccessRequestTables } from '../features/users/access-requests.tables';
import type { IdentityTables } from '../identity/identity.tables';
import type { JobsTables } from '../jobs/jobs.tables';
import type { MediaTables } from '../media/media.tables';
import type { NotificationTables } from '../notifications/notifications.tables';
import type { PlatformTables } from './platform.tables';

/**
 * Row types of every table, as Kysely sees them, assembled from the tables each layer and feature owns
 * (`identity/identity.tables.ts`, `features/<name>/<name>.tables.ts`, …). Booleans are 0/1 integers on both dialects.
 */
export interface Database
  extends IdentityTables,
    AccountsTables,
    SettingsTables,
    NewsTables,
    RepositoriesTables,
    EventsTables,
    MediaTables,
    AuditTables,
    PlatformTables,
    JobsTables,
    LearningTables,
    InstitutesTables,
    ResearchTables,
    MaturityTables,
    ApplicationsTables,
    StartupsTables,
    NotificationTables,
    AccessRequestTables {}
