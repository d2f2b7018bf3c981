import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import { AuditGetRequest, AuditGetResponse, AuditListRequest, AuditListResponse } from './audit.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

/** The audit log of administrative changes (v2). A contract extra: see docs/audit.md. */
export const adminAudit = {
  list: endpoint({
    path: `${b}/audit/list`,
    access: admin,
    summary: 'The audit log: who changed what, when, before and after',
    feature: 'audit',
    body: AuditListRequest,
    response: AuditListResponse,
  }),
  get: endpoint({
    path: `${b}/audit/get`,
    access: admin,
    summary: 'One audit entry by id, with its actor and its target named',
    feature: 'audit',
    body: AuditGetRequest,
    response: AuditGetResponse,
  }),
};
