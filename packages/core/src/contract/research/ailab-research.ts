import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { endpoint, MEMBER, roles } from '../define';
import {
  DiffBody,
  DiffResponse,
  EditorsBody,
  EditorsResponse,
  ResearchCreateBody,
  ResearchGetResponse,
  ResearchIdBody,
  ResearchItemSchema,
  ResearchListBody,
  ResearchListResponse,
  ResearchManageBody,
  ResearchRefBody,
  ResearchReviewBody,
  ResearchSavePublicBody,
  RevisionsBody,
  RevisionsResponse,
} from './research.schemas';

const authors = roles(ROLE.research, ROLE.admin);
const a = '/v2/api/ailab';
const feature = 'research';

/**
 * AI lab research (v2). Authors hold role 1; reviewers are administrators (role 99) or members an
 * administrator marked as editors, so reading, reviewing and publishing are open to members and
 * checked per item by the server.
 */
export const ailabResearch = {
  create: endpoint({
    path: `${a}/research/create`,
    access: authors,
    feature,
    summary: 'Start a research draft (revision 1)',
    body: ResearchCreateBody,
    response: ResearchItemSchema,
  }),
  list: endpoint({
    path: `${a}/research/list`,
    access: MEMBER,
    feature,
    summary: 'My research, or what I review, by state',
    body: ResearchListBody,
    response: ResearchListResponse,
  }),
  get: endpoint({
    path: `${a}/research/get`,
    access: MEMBER,
    feature,
    summary: 'One research item with its review comments (author, reviewers, administrators)',
    body: ResearchRefBody,
    response: ResearchGetResponse,
  }),
  manage: endpoint({
    path: `${a}/research/manage`,
    access: MEMBER,
    feature,
    summary: 'Edit (with the version it started from), submit, withdraw, archive, restore, assign reviewers',
    body: ResearchManageBody,
    response: ResearchItemSchema,
  }),
  savePublic: endpoint({
    path: `${a}/research/save-public`,
    access: MEMBER,
    feature,
    summary: 'Publish the approved revision now or at a time',
    body: ResearchSavePublicBody,
    response: ResearchItemSchema,
  }),
  review: endpoint({
    path: `${a}/research/review`,
    access: MEMBER,
    feature,
    summary: 'Comment on a section, approve the current version, or request changes',
    body: ResearchReviewBody,
    response: ResearchGetResponse,
  }),
  revisions: endpoint({
    path: `${a}/research/revisions`,
    access: MEMBER,
    feature,
    summary: 'The revisions of a research item',
    body: RevisionsBody,
    response: RevisionsResponse,
  }),
  diff: endpoint({
    path: `${a}/research/diff`,
    access: MEMBER,
    feature,
    summary: 'Line diff between two revisions (default: approved → newest)',
    body: DiffBody,
    response: DiffResponse,
  }),
  cover: endpoint({
    path: `${a}/research/cover`,
    access: MEMBER,
    feature,
    bodyKind: 'multipart',
    summary:
      'Set a research item’s cover image (multipart: field "id" first, then the image in "file"; PNG, JPEG, WebP or GIF)',
    body: z.strictObject({}),
    response: ResearchItemSchema,
  }),
  removeCover: endpoint({
    path: `${a}/research/cover/remove`,
    access: MEMBER,
    feature,
    summary: 'Remove a research item’s cover image',
    body: ResearchIdBody,
    response: ResearchItemSchema,
  }),
  editors: endpoint({
    path: `${a}/research/editors`,
    access: roles(ROLE.admin),
    feature,
    summary: 'List, add or remove research editors (reviewers besides administrators)',
    body: EditorsBody,
    response: EditorsResponse,
  }),
};
