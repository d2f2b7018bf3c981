/** A call for applications; questions, categories and templates are JSON text (core's schemas). */
export interface ApplicationProgrammesTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  opens_at: string;
  closes_at: string;
  time_zone: string;
  questions: string;
  categories: string;
  templates: string;
  reviews_wanted: number;
  phase: 'screening' | 'discussion' | 'decision';
  /** The institute team accepted founders join (migration 2026-11-27-7600); null while none is named. */
  cohort_team_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  id: string;
  programme_id: string;
  /** Null while a visitor's draft belongs to its email only. */
  user_id: string | null;
  /** Lower-cased; one application per address per programme. */
  email: string;
  name: string;
  title: string;
  language: string;
  state: string;
  version: number;
  answers: string;
  team: string;
  industries: string;
  tags: string;
  /** The mean of the reviews' totals, kept for the queue's score filter and sort. */
  score: number | null;
  reviews_count: number;
  resume_token_hash: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationAttachmentsTable {
  id: string;
  application_id: string;
  question_id: string;
  media_id: string;
  path: string;
  mime: string;
  size: number;
  name: string;
  created_at: string;
}

export interface ApplicationReviewersTable {
  application_id: string;
  reviewer_id: string;
  assigned_at: string;
}

export interface ApplicationReviewsTable {
  id: string;
  application_id: string;
  reviewer_id: string;
  scores: string;
  total: number | null;
  comment: string;
  created_at: string;
  updated_at: string;
}

export interface ApplicationNotesTable {
  id: string;
  application_id: string;
  author_id: string;
  visibility: 'private' | 'shared';
  body: string;
  created_at: string;
}

export interface ApplicationHistoryTable {
  id: string;
  application_id: string;
  actor_id: string | null;
  kind: string;
  detail: string;
  at: string;
}

/** Work an acceptance promised to another domain (startups, institutes), done once that domain is wired. */
export interface ApplicationEffectsTable {
  id: string;
  application_id: string;
  kind: 'create_startup' | 'add_to_cohort';
  status: 'pending' | 'done';
  payload: string;
  created_at: string;
  done_at: string | null;
}

/** A new industry an applicant proposed; an administrator accepts or merges it into the catalogue. */
export interface IndustryProposalsTable {
  id: string;
  application_id: string;
  name: string;
  slug: string;
  status: 'proposed' | 'accepted' | 'merged';
  created_at: string;
}

/** The applications tables. Merged into `Database` (db/schema.ts). */
export interface ApplicationsTables {
  application_programmes: ApplicationProgrammesTable;
  applications: ApplicationsTable;
  application_attachments: ApplicationAttachmentsTable;
  application_reviewers: ApplicationReviewersTable;
  application_reviews: ApplicationReviewsTable;
  application_notes: ApplicationNotesTable;
  application_history: ApplicationHistoryTable;
  application_effects: ApplicationEffectsTable;
  industry_proposals: IndustryProposalsTable;
}
