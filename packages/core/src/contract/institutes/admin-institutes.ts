import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  InstituteAddBody,
  InstituteDetailSchema,
  InstituteGetBody,
  InstituteListBody,
  InstituteListResponse,
  InstituteManageBody,
  InstituteManageResponse,
  InstituteSchema,
  InstituteUpdateBody,
} from './institutes.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

/** Admin institutes (v2). */
export const adminInstitutes = {
  add: endpoint({
    path: `${b}/edu/institute/add`,
    access: admin,
    feature: 'institutes',
    summary: 'Create an institute',
    body: InstituteAddBody,
    response: InstituteSchema,
  }),
  update: endpoint({
    path: `${b}/edu/institute/update`,
    access: admin,
    feature: 'institutes',
    summary: 'Edit an institute',
    body: InstituteUpdateBody,
    response: InstituteSchema,
  }),
  manage: endpoint({
    path: `${b}/edu/institute/manage`,
    access: admin,
    feature: 'institutes',
    summary:
      'Archive or restore an institute; create, rename, close teams; add, move, remove members; assign courses',
    body: InstituteManageBody,
    response: InstituteManageResponse,
  }),
  listing: endpoint({
    path: `${b}/edu/institute/listing`,
    access: admin,
    feature: 'institutes',
    summary: 'All institutes, with search, filters and counts',
    body: InstituteListBody,
    response: InstituteListResponse,
  }),
  get: endpoint({
    path: `${b}/edu/institute/get`,
    access: admin,
    feature: 'institutes',
    summary: 'One institute with its teams, supervisors, assigned courses and counts',
    body: InstituteGetBody,
    response: InstituteDetailSchema,
  }),
};
