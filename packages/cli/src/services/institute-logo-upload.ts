import type { ApiClient } from '@ailab/core/client/create-client';
import { instituteExtras } from '@ailab/core/contract/institutes/institute-extras';

/**
 * Sends a logo as the multipart form `admin/edu/institute/logo` reads (the institute first, then
 * the file). A lazy module: the endpoint entry brings the institutes contract and zod, which
 * `ailab institute` loads only for this command.
 */
export function uploadInstituteLogo(api: ApiClient, institute: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('institute_id', institute);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return api.call(instituteExtras.logo, form);
}
