import { ActivePitchesScreen } from '../components/active-pitches-screen';

/** /ailab/startups/active-pitches: matching pitches (investors) or investors (founders), with reasons. */
export function Component() {
  return <ActivePitchesScreen />;
}
