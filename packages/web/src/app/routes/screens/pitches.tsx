import { PitchesScreen } from '../../../features/startups/components/pitches-screen';

/** /ailab/startups/pitches: my pitches. */
export function Component() {
  return <PitchesScreen />;
}
