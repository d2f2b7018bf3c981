import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** The tooltip provider icon buttons need, for component tests. */
export function TooltipTestProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={0}>{children}</Tooltip.Provider>;
}
