import { TOOLTIP } from '@ailab/core/layout/layout-constants';
import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AuthBootstrap } from './providers/auth-bootstrap';
import { ColorModeProvider } from './providers/color-mode-provider';
import { SignInNoticeProvider } from './providers/sign-in-notice-provider';

/** Every app-wide provider, outermost first. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          <Tooltip.Provider delayDuration={TOOLTIP.openDelayMs} skipDelayDuration={TOOLTIP.closeDelayMs}>
            <SignInNoticeProvider>
              <AuthBootstrap>{children}</AuthBootstrap>
            </SignInNoticeProvider>
          </Tooltip.Provider>
        </ColorModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
