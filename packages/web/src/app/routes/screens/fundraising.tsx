import { FundraisingScreen } from '../../../features/startups/components/fundraising-screen';

/** /fundraising: the startups listed as raising. */
export function Component() {
  return <FundraisingScreen />;
}
