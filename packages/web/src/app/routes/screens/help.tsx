import { HelpScreen } from '../../../features/help/components/help-screen';

/** `/ailab/help` and `/ailab/help/:slug`: help topics. */
export function Component() {
  return <HelpScreen />;
}
