import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  PitchAddBody,
  PitchContentSchema,
  PitchIdBody,
  PitchListBody,
  PitchListResponse,
  PitchSchema,
  PitchStatusBody,
  PitchStatusResponse,
  PitchUpdateBody,
  SectionBody,
  SectionGenerateBody,
  SectionGenerateResponse,
  SectionImageRemoveBody,
  SectionImagesBody,
  SectionImagesResponse,
  SectionResponse,
  SectionSchema,
  SectionUpdateBody,
} from './pitch.schemas';
import {
  ShareCreateBody,
  ShareCreateResponse,
  ShareLinkSchema,
  ShareLinksBody,
  ShareLinksResponse,
  SharePasswordBody,
  ShareRevokeBody,
} from './share.schemas';

const startup = roles(ROLE.startup);
const feature = 'startups';
const p = '/v1/api/ailab/startup_pitch';

/** v1 startup pitches with sections and images (the startup's members only). */
export const startupPitch = {
  list: endpoint({
    path: `${p}/list`,
    access: startup,
    feature,
    summary: 'My pitches (every startup I am a member of)',
    body: PitchListBody,
    response: PitchListResponse,
  }),
  section: endpoint({
    path: `${p}/section`,
    access: startup,
    feature,
    summary: 'One pitch section; with `history`, its revisions and a diff per revision',
    body: SectionBody,
    response: SectionResponse,
  }),
  sectionImages: endpoint({
    path: `${p}/section/images`,
    access: startup,
    feature,
    summary: 'Images of a pitch section; `order` reorders them',
    body: SectionImagesBody,
    response: SectionImagesResponse,
  }),
  sectionImageRemove: endpoint({
    path: `${p}/section/image/remove`,
    access: startup,
    feature,
    summary: 'Remove a section image',
    body: SectionImageRemoveBody,
    response: SectionImagesResponse,
  }),
  status: endpoint({
    path: `${p}/status`,
    access: startup,
    feature,
    summary: 'Change a pitch’s status (draft → active → closed; owner or admin)',
    body: PitchStatusBody,
    response: PitchStatusResponse,
  }),
  sectionImage: endpoint({
    path: `${p}/section/image`,
    access: startup,
    feature,
    bodyKind: 'multipart',
    summary: 'Upload a section image (multipart: "section_id", optional "caption", then the image in "file")',
    body: z.strictObject({}),
    response: SectionImagesResponse,
  }),
  sectionUpdate: endpoint({
    path: `${p}/section/update`,
    access: startup,
    feature,
    summary: 'Edit a pitch section from a version (a stale version answers 409); every save is a revision',
    body: SectionUpdateBody,
    response: SectionSchema,
  }),
  sectionGenerate: endpoint({
    path: `${p}/section/generate`,
    access: startup,
    feature,
    summary: 'Draft a section with the language model (or a labelled outline) as a new revision',
    body: SectionGenerateBody,
    response: SectionGenerateResponse,
  }),
  add: endpoint({
    path: `${p}/add`,
    access: startup,
    feature,
    summary: 'Create a pitch (from the default sections)',
    body: PitchAddBody,
    response: PitchSchema,
  }),
  content: endpoint({
    path: `${p}/content`,
    access: startup,
    feature,
    summary: 'A pitch with all sections, images and key facts',
    body: PitchIdBody,
    response: PitchContentSchema,
  }),
  update: endpoint({
    path: `${p}/update`,
    access: startup,
    feature,
    summary: 'Edit a pitch: title and audience, reorder, add or remove sections',
    body: PitchUpdateBody,
    response: PitchContentSchema,
  }),
  share: endpoint({
    path: `${p}/share`,
    access: startup,
    feature,
    summary:
      'Share a pitch by a link (label, optional expiry and email gate; owner or admin); the token is shown once (contract extra)',
    body: ShareCreateBody,
    response: ShareCreateResponse,
  }),
  shareLinks: endpoint({
    path: `${p}/share/links`,
    access: startup,
    feature,
    summary:
      'A pitch’s share links with views, unique viewers and time per section (members; contract extra)',
    body: ShareLinksBody,
    response: ShareLinksResponse,
  }),
  shareRevoke: endpoint({
    path: `${p}/share/revoke`,
    access: startup,
    feature,
    summary: 'Revoke a share link (owner or admin; contract extra)',
    body: ShareRevokeBody,
    response: ShareLinkSchema,
  }),
  sharePassword: endpoint({
    path: `${p}/share/password`,
    access: startup,
    feature,
    summary: 'Set, change or remove a share link’s password (owner or admin; audited; contract extra)',
    body: SharePasswordBody,
    response: ShareLinkSchema,
  }),
};
