import { MyStartupsScreen } from '../components/my-startups-screen';

/** /ailab/startups: my startups, their teams and invitations. */
export function Component() {
  return <MyStartupsScreen />;
}
