import { memoryStorage } from '@ailab/core/session/memory-storage';
import type { SessionStorage } from '@ailab/core/session/session';
import { type AppServices, createAppServices } from '../app/app-services';

/**
 * The app's services for one test, over an in-memory storage unless the test passes one
 * (localStorage, to observe what the app stores). Requests go through the window's fetch.
 */
export function createTestServices(storage: SessionStorage = memoryStorage()): AppServices {
  return createAppServices(window, storage);
}
