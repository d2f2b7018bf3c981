import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import {
  AdminProgrammeListResponse,
  AdminProgrammeSchema,
  CohortTeamListResponse,
  ProgrammeSaveBody,
} from './programme.schemas';

const managers = roles(ROLE.applicationsAdmin, ROLE.admin);
const b = '/v2/api/admin';
const feature = 'applications';

/** Programme management for reviewers (role 98) and administrators (contract extras). */
export const adminProgrammes = {
  list: endpoint({
    path: `${b}/programme/list`,
    access: managers,
    feature,
    summary: 'Every programme with its settings and counts per state (contract extra)',
    body: EmptyBody,
    response: AdminProgrammeListResponse,
  }),
  save: endpoint({
    path: `${b}/programme/save`,
    access: managers,
    feature,
    summary: 'Create a programme or change its form, categories, phase and templates (contract extra)',
    body: ProgrammeSaveBody,
    response: AdminProgrammeSchema,
  }),
  cohorts: endpoint({
    path: `${b}/programme/cohorts`,
    access: managers,
    feature,
    summary: 'The open institute teams a programme may name as its cohort (contract extra)',
    body: EmptyBody,
    response: CohortTeamListResponse,
  }),
};
