import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import { AuditListRequest, AuditListResponse } from './audit.schemas';

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
};
