import { MyStartupsScreen } from '../../../features/startups/components/my-startups-screen';

/** /ailab/startups: my startups, their teams and invitations. */
export function Component() {
  return <MyStartupsScreen />;
}
