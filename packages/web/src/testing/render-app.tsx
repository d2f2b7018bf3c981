import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ColorModeProvider } from '../app/providers/color-mode-provider';
import { LayoutStateProvider } from '../app/providers/layout-state-provider';
import { ServicesProvider } from '../app/providers/services-provider';
import { SignInNoticeProvider } from '../app/providers/sign-in-notice-provider';
import type { AppServices } from '../lib/app-services';
import { createQueryClient } from '../lib/query-client';
import { createTestServices } from './test-services';
import { TooltipTestProvider } from './tooltip-test-provider';

/** Renders a component inside the app's providers and a memory router at `path`. */
export function renderApp(ui: ReactNode, path = '/', services: AppServices = createTestServices()) {
  return render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={createQueryClient()}>
        <ColorModeProvider>
          <TooltipTestProvider>
            <LayoutStateProvider>
              <SignInNoticeProvider>
                <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
              </SignInNoticeProvider>
            </LayoutStateProvider>
          </TooltipTestProvider>
        </ColorModeProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
}

/** A fetch answering every call with one JSON response. */
export function answerWith(status: number, body: unknown) {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
