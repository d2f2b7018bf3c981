import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  FieldCreateBody,
  FieldListingBody,
  FieldListingResponse,
  FieldManageBody,
  FieldUpdateBody,
  PitchFieldSchema,
} from './pitch.schemas';

const startup = roles(ROLE.startup);
const feature = 'startups';
const v = '/v1/api';

/** v1 pitch fields: a pitch's typed key facts. */
export const pitchField = {
  create: endpoint({
    path: `${v}/pitch_field/create`,
    access: startup,
    feature,
    summary: 'Create a key fact (money with currency, number, percentage, date, text, URL)',
    body: FieldCreateBody,
    response: PitchFieldSchema,
  }),
  update: endpoint({
    path: `${v}/pitch_field/update`,
    access: startup,
    feature,
    summary: 'Edit a key fact',
    body: FieldUpdateBody,
    response: PitchFieldSchema,
  }),
  manage: endpoint({
    path: `${v}/pitch_field/manage`,
    access: startup,
    feature,
    summary: 'Reorder or delete key facts',
    body: FieldManageBody,
    response: FieldListingResponse,
  }),
  updateImage: endpoint({
    path: `${v}/pitch_field/update_image`,
    access: startup,
    feature,
    bodyKind: 'multipart',
    summary: 'Set a key fact’s image (multipart: "id", then the image in "file")',
    body: z.strictObject({}),
    response: PitchFieldSchema,
  }),
  listing: endpoint({
    path: `${v}/pitch_field/listing`,
    access: startup,
    feature,
    summary: 'The key facts of a pitch',
    body: FieldListingBody,
    response: FieldListingResponse,
  }),
};
