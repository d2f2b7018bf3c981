import { MyApplicationsScreen } from '../components/my-applications-screen';

/** /ailab/founders/applications: my applications and what happens next. */
export function Component() {
  return <MyApplicationsScreen />;
}
