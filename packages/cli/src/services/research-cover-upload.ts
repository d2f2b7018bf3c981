import type { ApiClient } from '@ailab/core/client/create-client';
import { ailabResearch } from '@ailab/core/contract/research/ailab-research';

/**
 * Sends a cover image as the multipart form `research/cover` reads (the id first, then the file). A
 * lazy module: the endpoint entry brings the research contract and zod, which `ailab research` loads
 * only for this command.
 */
export function uploadResearchCover(api: ApiClient, id: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('id', id);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return api.call(ailabResearch.cover, form);
}
