import { ReportCollectionsScreen } from '../../../features/research/components/report-collections-screen';

/** /industry-reports: published reports by industry, with search. */
export function Component() {
  return <ReportCollectionsScreen />;
}
