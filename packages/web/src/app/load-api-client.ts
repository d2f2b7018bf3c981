import type { ApiClient, ClientOptions } from '@ailab/core/client/create-client';

/** The real API client, with the contract and zod it needs: a chunk of its own, loaded on demand. */
export async function loadApiClient(options: ClientOptions): Promise<ApiClient> {
  const [{ contract }, { createApiClient }] = await Promise.all([
    import('@ailab/core/contract/index'),
    import('@ailab/core/client/create-client'),
  ]);
  return createApiClient(contract, options);
}
