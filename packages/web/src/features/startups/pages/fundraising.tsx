import { FundraisingScreen } from '../components/fundraising-screen';

/** /fundraising: the startups listed as raising. */
export function Component() {
  return <FundraisingScreen />;
}
