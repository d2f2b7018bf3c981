import type { ApiClient, ClientOptions } from '@ailab/core/client/create-client';

/**
 * The real API client, in a chunk of its own loaded on demand. It builds each contract group on its
 * first call (core's group-loading client, as the CLI uses): the landing page loads the accounts
 * group's schemas, not the whole API's.
 */
export async function loadApiClient(options: ClientOptions): Promise<ApiClient> {
  const [{ contractGroupLoaders }, { createGroupLoadingApiClient }] = await Promise.all([
    import('@ailab/core/contract/group-loaders'),
    import('@ailab/core/client/group-loading-client'),
  ]);
  return createGroupLoadingApiClient(contractGroupLoaders, options);
}
