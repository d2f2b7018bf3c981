import type { Access } from '@ailab/core/contract/define';
import { listEndpoints } from '@ailab/core/contract/index';

/** One row of `ailab api --list --json`. */
export interface EndpointListing {
  name: string;
  method: string;
  path: string;
  access: Access;
  summary: string;
  feature: string;
  status: 'implemented' | 'pending';
  bodyKind: string;
}

/** Every contract endpoint, for `ailab api --list`. */
export function endpointListing(): EndpointListing[] {
  return listEndpoints().map(({ name, endpoint }) => ({
    name,
    method: endpoint.method,
    path: endpoint.path,
    access: endpoint.access,
    summary: endpoint.summary,
    feature: endpoint.feature,
    status: endpoint.status,
    bodyKind: endpoint.bodyKind,
  }));
}

/** `public`, `member` or `roles 98,99`. */
export function accessText(access: Access): string {
  if (access.kind === 'roles') return `roles ${access.roles.join(',')}`;
  return access.kind;
}
