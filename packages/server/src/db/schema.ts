import type { ColumnType, Generated } from 'kysely';
import type { JobsTables } from './schema-jobs';
import type { LearningTables } from './schema-learning';

/** Row types of every table, as Kysely sees them. Booleans are 0/1 integers on both dialects. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  user_name: string;
  photo_path: string | null;
  role_label: string;
  functions: string;
  area_code: string;
  group_id: string | null;
  language: string;
  email_verified: number;
  must_change_password: number;
  preferences: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set while an administrator has disabled the account. */
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the member shows a public profile page at `/{user_name}`. */
  profile_public: ColumnType<number, number | undefined, number>;
  /** JSON list of what the public profile shows besides the name: photo, role, function. */
  profile_fields: ColumnType<string, string | undefined, string>;
}

/** One role held by one user (spec §6 numbers). */
export interface UserRolesTable {
  user_id: string;
  role: number;
  granted_at: string;
}

/** A platform setting changed from its default; the catalogue and defaults live in core. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

export interface AuthTokensTable {
  id: string;
  user_id: string;
  kind: 'session' | 'api';
  name: string;
  token_hash: string;
  scopes: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface OneTimeCodesTable {
  id: string;
  user_id: string;
  purpose: 'verify' | 'reset' | 'magic';
  code_hash: string;
  link_hash: string | null;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface ThrottleTable {
  key: string;
  count: number;
  window_started_at: string;
}

export interface NewsSourcesTable {
  id: string;
  name: string;
  url: string;
  kind: 'feed' | 'manual';
  tags: string;
  enabled: number;
  etag: string | null;
  last_modified: string | null;
  last_status: 'ok' | 'not_modified' | 'failed' | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error_kind: string | null;
  last_error_message: string | null;
  next_attempt_at: string | null;
  consecutive_failures: number;
  failing_since: string | null;
  fetch_count: number;
  not_modified_count: number;
  created_at: string;
  updated_at: string;
}

export interface NewsArticlesTable {
  /** Arrival order, assigned by the database (on SQLite also the FTS5 rowid). */
  doc_id: Generated<number>;
  id: string;
  source_id: string;
  guid: string;
  url: string;
  title: string;
  summary: string;
  body: string;
  author: string | null;
  tags: string;
  content_hash: string;
  title_key: string;
  story_id: string;
  is_primary: number;
  published_at: string;
  fetched_at: string;
  updated_at: string;
}

/** SQLite only: the external-content FTS5 index of news_articles, keyed by `doc_id`. */
export interface NewsArticlesFtsTable {
  rowid: number;
  title: string;
  summary: string;
  body: string;
}

export interface SyncLocksTable {
  name: string;
  holder: string;
  acquired_at: string;
  expires_at: string;
}

export interface SyncCheckpointsTable {
  name: string;
  state: string;
  started_at: string;
  updated_at: string;
}

export interface GithubTargetsTable {
  id: string;
  kind: 'org' | 'user' | 'repo';
  name: string;
  name_key: string;
  created_at: string;
  last_refreshed_at: string | null;
  last_error_kind: string | null;
}

export interface RepositoriesTable {
  id: string;
  github_id: number;
  full_name: string;
  full_name_key: string;
  owner: string;
  name: string;
  description: string | null;
  url: string;
  homepage: string | null;
  language: string | null;
  topics: string;
  stars: number;
  forks: number;
  open_issues: number;
  license: string | null;
  latest_release_tag: string | null;
  latest_release_at: string | null;
  release_etag: string | null;
  pushed_at: string | null;
  archived: number;
  removed_at: string | null;
  etag: string | null;
  source_target: string;
  created_at: string;
  refreshed_at: string;
  updated_at: string;
}

export interface EventsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  kind: 'talk' | 'workshop' | 'demo_day' | 'office_hours';
  state: 'draft' | 'published' | 'cancelled';
  starts_at: string;
  ends_at: string;
  time_zone: string;
  venue: string | null;
  online_url: string | null;
  cover_url: string | null;
  capacity: number;
  confirmed_count: number;
  queue_seq: number;
  registration_opens_at: string | null;
  registration_closes_at: string | null;
  organiser_id: string;
  published_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventRegistrationsTable {
  id: string;
  event_id: string;
  user_id: string | null;
  email: string;
  name: string;
  language: string;
  status: 'pending' | 'confirmed' | 'waitlisted' | 'cancelled';
  queue_seq: number;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  cancel_token_hash: string | null;
  checked_in_at: string | null;
  reminder_sent_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventCalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

/** One use of a stored file: who owns it, for what, and its content hash. A file without rows is removed. */
export interface MediaFilesTable {
  id: string;
  owner_id: string;
  /** The upload kind, also the folder under `DATA_DIR/media` (`headshots`, `course-units`, …). */
  kind: string;
  hash: string;
  /** Path under `DATA_DIR/media`, as served from `/media/`. */
  path: string;
  mime: string;
  size: number;
  created_at: string;
}

/** One administrative change (see docs/audit.md). `before`/`after` are JSON text. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

/** The demo seeders that have run on this database. */
export interface DemoSeedsTable {
  name: string;
  seeded_at: string;
}

/** One sign-up attempt for an unverified address: its own password and names, made active only by its own code. */
export interface SignUpAttemptsTable {
  code_id: string;
  user_id: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  language: string;
  preferences: string;
  created_at: string;
}

export interface Database extends LearningTables, JobsTables {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  one_time_codes: OneTimeCodesTable;
  throttle: ThrottleTable;
  news_sources: NewsSourcesTable;
  news_articles: NewsArticlesTable;
  news_articles_fts: NewsArticlesFtsTable;
  sync_locks: SyncLocksTable;
  sync_checkpoints: SyncCheckpointsTable;
  github_targets: GithubTargetsTable;
  repositories: RepositoriesTable;
  media_files: MediaFilesTable;
  sign_up_attempts: SignUpAttemptsTable;
  user_roles: UserRolesTable;
  app_settings: AppSettingsTable;
  audit_log: AuditLogTable;
  demo_seeds: DemoSeedsTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  event_calendar_feeds: EventCalendarFeedsTable;
}
