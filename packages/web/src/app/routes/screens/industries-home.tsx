import { IndustriesHomeScreen } from '../../../features/research/components/industries-home-screen';

/** /industries: the public industries home. */
export function Component() {
  return <IndustriesHomeScreen />;
}
