import type { AuthController } from '@ailab/core/auth/auth-controller';
import type { AuthState } from '@ailab/core/auth/auth-state';
import { useSyncExternalStore } from 'react';
import { useServices } from './use-services';

/** The authentication controller of the app. */
export function useAuthController(): AuthController {
  return useServices().auth;
}

/** The current authentication state (spec §4), re-rendering on every change. */
export function useAuth(): AuthState {
  const controller = useAuthController();
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
