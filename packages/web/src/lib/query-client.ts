import { isApiError } from '@ailab/core/errors/api-error';
import { QueryClient } from '@tanstack/react-query';

/** Retries only failures that a retry can fix (network trouble, 5xx); never 4xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/** A fresh query client with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
