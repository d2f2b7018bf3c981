import { endpoint, MEMBER, PUBLIC } from '../define';
import {
  MaturityAssessment,
  MaturityMineBody,
  MaturityMineResponse,
  MaturityProgressBody,
  MaturityQuestionnaire,
  MaturityQuestionnaireBody,
  MaturityResultBody,
  MaturitySaveBody,
  MaturitySubmitBody,
} from './maturity.schemas';

const base = '/v2/api/open/maturity';

/** The AI maturity self-assessment in the open group (extras listed in docs/maturity.md). */
export const openMaturity = {
  maturityQuestionnaire: endpoint({
    path: `${base}/questionnaire`,
    access: PUBLIC,
    feature: 'research',
    summary: 'The AI maturity questionnaire in the caller’s language, with industries and size bands',
    body: MaturityQuestionnaireBody,
    response: MaturityQuestionnaire,
  }),
  maturityProgress: endpoint({
    path: `${base}/progress`,
    access: PUBLIC,
    feature: 'research',
    summary: 'Start an assessment (answers its private link token) or save its progress',
    body: MaturityProgressBody,
    response: MaturityAssessment,
  }),
  maturitySubmit: endpoint({
    path: `${base}/submit`,
    access: PUBLIC,
    feature: 'research',
    summary: 'Submit every answer: levels per dimension and overall, recommendations, the comparison',
    body: MaturitySubmitBody,
    response: MaturityAssessment,
  }),
  maturityResult: endpoint({
    path: `${base}/result`,
    access: PUBLIC,
    feature: 'research',
    summary: 'One assessment by its private link token, or by id for the account it was saved to',
    body: MaturityResultBody,
    response: MaturityAssessment,
  }),
  maturitySave: endpoint({
    path: `${base}/save_to_account`,
    access: MEMBER,
    feature: 'research',
    summary: 'Save an assessment (by its private link token) to my account',
    body: MaturitySaveBody,
    response: MaturityAssessment,
  }),
  maturityMine: endpoint({
    path: `${base}/mine`,
    access: MEMBER,
    feature: 'research',
    summary: 'The submitted assessments saved to my account, newest first (at most 50)',
    body: MaturityMineBody,
    response: MaturityMineResponse,
  }),
};
