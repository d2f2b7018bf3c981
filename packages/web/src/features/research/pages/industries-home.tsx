import { IndustriesHomeScreen } from '../components/industries-home-screen';

/** /industries: the public industries home. */
export function Component() {
  return <IndustriesHomeScreen />;
}
