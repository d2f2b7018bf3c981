import { MaturityScreen } from '../maturity/components/maturity-screen';

/** /ai-maturity-report: the public AI maturity self-assessment. */
export function Component() {
  return <MaturityScreen />;
}
