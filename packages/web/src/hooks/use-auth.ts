import type { AuthController } from '@ailab/core/auth/auth-controller';
import type { AuthState } from '@ailab/core/auth/auth-state';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { authController } from '../lib/api-client';

/** The authentication controller in use; tests may provide their own. */
export const AuthControllerContext = createContext<AuthController>(authController);

/** The authentication controller of the app. */
export function useAuthController(): AuthController {
  return useContext(AuthControllerContext);
}

/** The current authentication state (spec §4), re-rendering on every change. */
export function useAuth(): AuthState {
  const controller = useAuthController();
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
