import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import {
  ApplicationDataResponse,
  ApplicationIdBody,
  ApplicationSchema,
  ApplicationUpdateBody,
  CreateIndustriesBody,
  MyApplicationsResponse,
  ProblemResponse,
  UploadFieldsSchema,
} from './application.schemas';
import { ProgrammeSlugBody } from './programme.schemas';

const learner = roles(ROLE.learner);
const a = '/v2/api/ailab';
const feature = 'applications';

/** AI lab founder applications (v2). */
export const ailabApplications = {
  userApplications: endpoint({
    path: `${a}/applications/user`,
    access: learner,
    feature,
    summary: 'My applications with state and programme (drafts started with my address move to me)',
    body: EmptyBody,
    response: MyApplicationsResponse,
  }),
  get: endpoint({
    path: `${a}/application/get`,
    access: learner,
    feature,
    summary: 'One of my applications',
    body: ApplicationIdBody,
    response: ApplicationSchema,
  }),
  getProblem: endpoint({
    path: `${a}/application/get-problem`,
    access: learner,
    feature,
    summary: 'An application’s problem statement section',
    body: ApplicationIdBody,
    response: ProblemResponse,
  }),
  createIndustries: endpoint({
    path: `${a}/application/create-industries`,
    access: learner,
    feature,
    summary: 'Set an application’s industries and propose new ones',
    body: CreateIndustriesBody,
    response: ApplicationSchema,
  }),
  upload: endpoint({
    path: `${a}/application/upload`,
    access: learner,
    feature,
    bodyKind: 'multipart',
    summary: 'Attach a PDF or image to my application (multipart: application_id, question_id, then "file")',
    body: UploadFieldsSchema,
    response: ApplicationSchema,
  }),
  update: endpoint({
    path: `${a}/application/update`,
    access: learner,
    feature,
    summary: 'Start, autosave, submit or withdraw my application',
    body: ApplicationUpdateBody,
    response: ApplicationSchema,
  }),
  getData: endpoint({
    path: `${a}/application/get-data`,
    access: learner,
    feature,
    summary: 'What the form needs: the programme’s questions, limits, and my application to it',
    body: ProgrammeSlugBody,
    response: ApplicationDataResponse,
  }),
};
