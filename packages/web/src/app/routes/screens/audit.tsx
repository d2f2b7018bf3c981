/** `/admin/audit`: the audit log of administrative changes (issue 25). */
export { Component } from '../../../features/audit/components/audit-log';
