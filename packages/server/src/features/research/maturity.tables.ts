/** One AI maturity self-assessment: a draft while answered, then submitted with its scores. */
export interface MaturityAssessmentsTable {
  id: string;
  /** SHA-256 of the private link token; the token itself is never stored. */
  token_hash: string;
  /** The account it was saved to, if any. */
  user_id: string | null;
  state: 'draft' | 'submitted';
  /** The scoring version (`content/maturity/scoring.yaml`) it was scored with. */
  version: string;
  /** JSON object: question id → chosen option. */
  answers: string;
  industry: string | null;
  size_band: string | null;
  overall_score: number | null;
  overall_level: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** A submitted assessment's score per dimension, the rows the anonymous averages are taken over. */
export interface MaturityDimensionScoresTable {
  assessment_id: string;
  dimension: string;
  score: number;
  level: number;
}

/** Running totals of the submitted assessments of one industry and size band, per dimension and `overall`. */
export interface MaturityGroupScoresTable {
  industry: string;
  size_band: string;
  dimension: string;
  count: number;
  total: number;
}

export interface MaturityTables {
  maturity_group_scores: MaturityGroupScoresTable;
  maturity_assessments: MaturityAssessmentsTable;
  maturity_dimension_scores: MaturityDimensionScoresTable;
}
