import { YourIndustriesScreen } from '../components/your-industries-screen';

/** /ailab/founders/your-industries: followed industries and their daily briefs. */
export function Component() {
  return <YourIndustriesScreen />;
}
