import { ApplyScreen } from '../components/apply-screen';

/** /apply: the open programmes, a programme's page and its form, for visitors and members. */
export function Component() {
  return <ApplyScreen />;
}
