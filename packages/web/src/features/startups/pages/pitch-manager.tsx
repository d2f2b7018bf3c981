import { PitchManagerScreen } from '../components/pitch-manager-screen';

/** /ailab/startups/pitch-manager: the pitch editor. */
export function Component() {
  return <PitchManagerScreen />;
}
