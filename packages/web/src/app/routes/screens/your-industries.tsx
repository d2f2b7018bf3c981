import { YourIndustriesScreen } from '../../../features/research/components/your-industries-screen';

/** /ailab/founders/your-industries: followed industries and their daily briefs. */
export function Component() {
  return <YourIndustriesScreen />;
}
