import { adminAudit } from './admin-audit';

/** The audit domain's contract groups. The audit log of administrative changes. */
export const auditContract = {
  adminAudit,
};
