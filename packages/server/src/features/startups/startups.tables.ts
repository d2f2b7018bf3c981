export interface StartupsTable {
  id: string;
  slug: string;
  name: string;
  one_liner: string;
  description: string;
  website: string | null;
  logo_path: string | null;
  logo_media_id: string | null;
  stage: 'idea' | 'pre_seed' | 'seed' | 'series_a' | 'later';
  country: string | null;
  founded_on: string | null;
  team_size: number | null;
  status: 'active' | 'archived';
  listed_on_fundraising: number;
  owner_id: string;
  created_at: string;
  updated_at: string;
}

export interface StartupIndustriesTable {
  startup_id: string;
  industry_slug: string;
}

export interface StartupMembersTable {
  startup_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member';
  joined_at: string;
}

export interface StartupModulesTable {
  startup_id: string;
  module: 'pitch_builder' | 'investor_access' | 'research' | 'mentoring';
  enabled_at: string;
}

export interface StartupInvitationsTable {
  id: string;
  startup_id: string;
  email: string;
  role: 'admin' | 'member';
  token_hash: string;
  pending_key: string | null;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  invited_by: string;
  accepted_by: string | null;
  expires_at: string;
  accepted_at: string | null;
  created_at: string;
}

export interface PitchesTable {
  id: string;
  startup_id: string;
  title: string;
  audience: 'investors' | 'programme' | 'public';
  status: 'draft' | 'active' | 'closed';
  created_by: string;
  activated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PitchSectionsTable {
  id: string;
  pitch_id: string;
  kind: string;
  title: string;
  body: string;
  position: number;
  version: number;
  updated_by: string | null;
  updated_at: string;
}

export interface PitchSectionRevisionsTable {
  id: string;
  section_id: string;
  version: number;
  title: string;
  body: string;
  source: 'edit' | 'generated' | 'outline' | 'import';
  provenance: string | null;
  author_id: string | null;
  created_at: string;
}

export interface PitchSectionImagesTable {
  id: string;
  section_id: string;
  media_id: string;
  path: string;
  mime: string;
  size: number;
  position: number;
  caption: string;
  created_at: string;
}

export interface PitchFieldsTable {
  id: string;
  pitch_id: string;
  kind: string;
  label: string;
  value_type: 'money' | 'number' | 'percentage' | 'date' | 'text' | 'url';
  value: string;
  amount: number | null;
  currency: string | null;
  position: number;
  image_path: string | null;
  image_media_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface InvestorProfilesTable {
  user_id: string;
  firm: string;
  thesis: string;
  stages: string;
  sectors: string;
  geographies: string;
  portfolio_links: string;
  cheque_min: number;
  cheque_max: number;
  currency: string;
  open_to_intros: number;
  count_views: number;
  created_at: string;
  updated_at: string;
}

export interface InvestorInterestsTable {
  id: string;
  pitch_id: string;
  investor_id: string;
  signal: 'interested' | 'intro_requested' | 'passed';
  stage: 'interested' | 'meeting' | 'due_diligence' | 'term_sheet' | 'closed' | 'passed';
  notes: string;
  founder_agreed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PitchShareLinksTable {
  id: string;
  pitch_id: string;
  token_hash: string;
  label: string;
  email_gate: number;
  expires_at: string | null;
  revoked_at: string | null;
  created_by: string;
  created_at: string;
  /** When the founders were last told of a new viewer (migration 2026-11-27-7601); at most hourly. */
  notified_at: string | null;
  /** The argon2id hash of the link's password (migration 2026-11-27-9300); null: none. Never answered. */
  password_hash: string | null;
}

export interface PitchShareVisitsTable {
  id: string;
  link_id: string;
  email: string | null;
  user_id: string | null;
  started_at: string;
  reported_at: string;
}

export interface PitchShareSectionTimesTable {
  visit_id: string;
  link_id: string;
  section_id: string;
  seconds: number;
}

/**
 * What matching reads of one active pitch of an active startup (no row otherwise), kept by
 * `refreshPitchMatches` in the transaction of every change to those facts.
 */
export interface PitchMatchesTable {
  pitch_id: string;
  startup_id: string;
  startup_name: string;
  stage: string;
  country: string | null;
  currency: string | null;
  amount: number | null;
  /** The startup's industry slugs as `,a,b,` (none: `,`). */
  sectors: string;
  activated_at: string | null;
  /** Startup name, pitch title and one-liner, space-separated, as the text search reads them. */
  search_text: string;
}

/** The startup studio's tables. Merged into `Database` (db/schema.ts). */
export interface StartupsTables {
  startups: StartupsTable;
  startup_industries: StartupIndustriesTable;
  startup_members: StartupMembersTable;
  startup_modules: StartupModulesTable;
  startup_invitations: StartupInvitationsTable;
  pitches: PitchesTable;
  pitch_sections: PitchSectionsTable;
  pitch_section_revisions: PitchSectionRevisionsTable;
  pitch_section_images: PitchSectionImagesTable;
  pitch_fields: PitchFieldsTable;
  investor_profiles: InvestorProfilesTable;
  investor_interests: InvestorInterestsTable;
  pitch_share_links: PitchShareLinksTable;
  pitch_share_visits: PitchShareVisitsTable;
  pitch_share_section_times: PitchShareSectionTimesTable;
  pitch_matches: PitchMatchesTable;
}
