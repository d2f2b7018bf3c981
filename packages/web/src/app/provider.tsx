import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { AppServices } from '../lib/app-services';
import { createQueryClient } from '../lib/query-client';
import { AuthBootstrap } from './providers/auth-bootstrap';
import { ColorModeProvider } from './providers/color-mode-provider';
import { ServicesProvider } from './providers/services-provider';
import { SignInNoticeProvider } from './providers/sign-in-notice-provider';

/**
 * Every app-wide provider, outermost first. No tooltip provider: each icon button brings its own
 * with its lazily loaded tooltip, so Radix stays out of the pages' first JavaScript.
 */
export function AppProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          <SignInNoticeProvider>
            <AuthBootstrap>{children}</AuthBootstrap>
          </SignInNoticeProvider>
        </ColorModeProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
