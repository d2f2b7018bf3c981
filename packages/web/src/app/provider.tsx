import { TOOLTIP } from '@ailab/core/layout/layout-constants';
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import type { AppServices } from './app-services';
import { AuthBootstrap } from './providers/auth-bootstrap';
import { ColorModeProvider } from './providers/color-mode-provider';
import { ServicesProvider } from './providers/services-provider';
import { SignInNoticeProvider } from './providers/sign-in-notice-provider';

/** Every app-wide provider, outermost first. */
export function AppProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          <Tooltip.Provider delayDuration={TOOLTIP.openDelayMs} skipDelayDuration={TOOLTIP.closeDelayMs}>
            <SignInNoticeProvider>
              <AuthBootstrap>{children}</AuthBootstrap>
            </SignInNoticeProvider>
          </Tooltip.Provider>
        </ColorModeProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
