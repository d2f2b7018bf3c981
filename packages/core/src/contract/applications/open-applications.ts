import { EmptyBody, endpoint, PUBLIC } from '../define';
import {
  ApplicationSchema,
  OpenApplicationCreateBody,
  OpenApplicationCreateResponse,
  OpenApplicationUpdateBody,
  ResumeBody,
  ResumeResponse,
  UploadFieldsSchema,
} from './application.schemas';
import { OpenProgrammeListResponse, ProgrammeSlugBody, PublicProgrammeSchema } from './programme.schemas';

const base = '/v2/api/open';
const feature = 'applications';

/** A visitor's founder application in the open group (v2). */
export const openApplications = {
  applicationCreate: endpoint({
    path: `${base}/application/create`,
    access: PUBLIC,
    feature,
    summary: 'Start an application with an email; the resume link is emailed',
    body: OpenApplicationCreateBody,
    response: OpenApplicationCreateResponse,
  }),
  applicationUpdate: endpoint({
    path: `${base}/application/update`,
    access: PUBLIC,
    feature,
    summary: 'Autosave, submit or withdraw an application, proven by the resume token',
    body: OpenApplicationUpdateBody,
    response: ApplicationSchema,
  }),
  applicationUpload: endpoint({
    path: `${base}/application/upload`,
    access: PUBLIC,
    feature,
    bodyKind: 'multipart',
    summary: 'Attach a file to an application (multipart: token, question_id, then "file")',
    body: UploadFieldsSchema,
    response: ApplicationSchema,
  }),
  applicationResume: endpoint({
    path: `${base}/application/resume`,
    access: PUBLIC,
    feature,
    summary: 'The draft and its form behind a resume link (contract extra)',
    body: ResumeBody,
    response: ResumeResponse,
  }),
  programmeList: endpoint({
    path: `${base}/programme/list`,
    access: PUBLIC,
    feature,
    summary: 'Programmes open now or opening soon (contract extra)',
    body: EmptyBody,
    response: OpenProgrammeListResponse,
  }),
  programmeGet: endpoint({
    path: `${base}/programme/get`,
    access: PUBLIC,
    feature,
    summary: 'One programme’s page and form (contract extra)',
    body: ProgrammeSlugBody,
    response: PublicProgrammeSchema,
  }),
};
