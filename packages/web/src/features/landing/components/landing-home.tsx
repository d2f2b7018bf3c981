import type { Home } from '@ailab/core/homes/choose-home';
import { HOME_CONTENT } from './homes';
import { LandingPage } from './landing-page';

/** The body of one home with its content: the lazily loaded part of `/`. */
export function LandingHome({ home }: { home: Home }) {
  return <LandingPage content={HOME_CONTENT[home]} />;
}
