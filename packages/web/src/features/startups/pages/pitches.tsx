import { PitchesScreen } from '../components/pitches-screen';

/** /ailab/startups/pitches: my pitches. */
export function Component() {
  return <PitchesScreen />;
}
