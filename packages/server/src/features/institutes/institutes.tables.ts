/** Row types of the institutes tables (migration 2026-11-26-2000). */
export interface InstitutesTable {
  id: string;
  slug: string;
  name: string;
  kind: string;
  country: string | null;
  time_zone: string;
  website: string | null;
  logo_url: string | null;
  /** The stored media file behind an uploaded logo (migration 2026-11-27-7500); null for a logo given by URL. */
  logo_media_id: string | null;
  /** JSON array of lower-case domains. */
  email_domains: string;
  status: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface InstituteTeamsTable {
  id: string;
  institute_id: string;
  name: string;
  status: string;
  created_at: string;
  closed_at: string | null;
}

/** One stay of a learner in an institute (and a team, or none); `until_at` null while it lasts. */
export interface InstituteMembersTable {
  id: string;
  institute_id: string;
  user_id: string;
  team_id: string | null;
  from_at: string;
  until_at: string | null;
}

export interface SupervisorScopesTable {
  id: string;
  institute_id: string;
  user_id: string;
  /** Null for the whole institute. */
  team_id: string | null;
  /** '*' for the whole institute, else the team id. */
  scope_key: string;
  invitation_id: string | null;
  granted_at: string;
}

export interface SupervisorInvitationsTable {
  id: string;
  institute_id: string;
  email: string;
  /** JSON array of sorted team ids; empty for the whole institute. */
  team_ids: string;
  scope_key: string;
  /** pending | accepted | declined | revoked (expired is read from `expires_at`). */
  status: string;
  token_hash: string;
  invited_by: string | null;
  accepted_by: string | null;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
}

export interface InstituteCoursesTable {
  id: string;
  institute_id: string;
  course_id: string;
  team_id: string | null;
  scope_key: string;
  assigned_by: string | null;
  assigned_at: string;
  unassigned_at: string | null;
}

/** The institutes tables, merged into `Database`. */
export interface InstitutesTables {
  institutes: InstitutesTable;
  institute_teams: InstituteTeamsTable;
  institute_members: InstituteMembersTable;
  supervisor_scopes: SupervisorScopesTable;
  supervisor_invitations: SupervisorInvitationsTable;
  institute_courses: InstituteCoursesTable;
}
