import type { ColumnType } from 'kysely';

export interface IndustryGroupsTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  position: number;
  created_at: string;
}

export interface IndustriesTable {
  id: string;
  group_id: string;
  slug: string;
  name: string;
  summary: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** One section of an industry's market overview; `sources` is a JSON list of `{ title, url }`. */
export interface IndustrySectionsTable {
  industry_id: string;
  key: string;
  title: string;
  body: string;
  sources: string;
  last_reviewed: string;
  updated_at: string;
}

export interface IndustryFollowsTable {
  user_id: string;
  industry_id: string;
  created_at: string;
}

export interface ResearchItemsTable {
  id: string;
  slug: string;
  author_id: string;
  state: string;
  version: number;
  required_approvals: number;
  approved_revision: number | null;
  published_revision: number | null;
  publish_at: string | null;
  published_at: string | null;
  cover_path: string | null;
  cover_media_id: string | null;
  pub_title: string;
  pub_summary: string;
  pub_body: string;
  created_at: string;
  updated_at: string;
  /** PostgreSQL only: generated from the pub_* columns. */
  search_vector?: ColumnType<unknown, never, never>;
}

/** One saved revision; `content` is the JSON of {@link RevisionContent}. */
export interface ResearchRevisionsTable {
  research_id: string;
  number: number;
  author_id: string;
  content: string;
  created_at: string;
}

export interface ResearchIndustriesTable {
  research_id: string;
  industry_id: string;
}

export interface ResearchTagsTable {
  research_id: string;
  tag: string;
}

export interface ResearchReviewersTable {
  research_id: string;
  user_id: string;
  assigned_at: string;
}

export interface ResearchApprovalsTable {
  research_id: string;
  revision: number;
  reviewer_id: string;
  created_at: string;
}

export interface ResearchCommentsTable {
  id: string;
  research_id: string;
  revision: number;
  section_key: string | null;
  kind: string;
  body: string;
  author_id: string;
  created_at: string;
}

export interface ResearchEditorsTable {
  user_id: string;
  granted_by: string | null;
  granted_at: string;
}

export interface MarketDailyBriefsTable {
  industry_id: string;
  day: string;
  content: string;
  created_at: string;
}

export interface MarketSavedBriefsTable {
  id: string;
  user_id: string;
  industry_id: string;
  day: string;
  content: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

/** SQLite's FTS5 index of published reports; `rowid` is the report's rowid. */
export interface ResearchFtsTable {
  rowid: number;
  pub_title: string;
  pub_summary: string;
  pub_body: string;
}

/** The research domain's tables. Merged into `Database` (db/schema.ts). */
export interface ResearchTables {
  industry_groups: IndustryGroupsTable;
  industries: IndustriesTable;
  industry_sections: IndustrySectionsTable;
  industry_follows: IndustryFollowsTable;
  research_items: ResearchItemsTable;
  research_revisions: ResearchRevisionsTable;
  research_industries: ResearchIndustriesTable;
  research_tags: ResearchTagsTable;
  research_reviewers: ResearchReviewersTable;
  research_approvals: ResearchApprovalsTable;
  research_comments: ResearchCommentsTable;
  research_editors: ResearchEditorsTable;
  market_daily_briefs: MarketDailyBriefsTable;
  market_saved_briefs: MarketSavedBriefsTable;
  /** SQLite only: the full-text index of published reports (external content over `research_items`). */
  research_fts: ResearchFtsTable;
}
