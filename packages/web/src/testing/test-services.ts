import { createApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { memoryStorage } from '@ailab/core/session/memory-storage';
import type { SessionStorage } from '@ailab/core/session/session';
import { createAppServices } from '../app/app-services';
import type { AppServices } from '../lib/app-services';

/**
 * The app's services for one test, over an in-memory storage unless the test passes one
 * (localStorage, to observe what the app stores). Requests go through the window's fetch; every
 * string and the contract are there from the start: tests do not wait for the lazy chunks.
 */
export function createTestServices(storage: SessionStorage = memoryStorage()): AppServices {
  return createAppServices(window, storage, {
    locales: { resources: RESOURCES },
    loadClient: async (options) => createApiClient(contract, options),
  });
}
