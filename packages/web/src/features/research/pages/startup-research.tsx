import { StartupResearchScreen } from '../components/startup-research-screen';

/** /ailab/startups/research: published reports for founders. */
export function Component() {
  return <StartupResearchScreen />;
}
