import { ReportCollectionsScreen } from '../components/report-collections-screen';

/** /industry-reports: published reports by industry, with search. */
export function Component() {
  return <ReportCollectionsScreen />;
}
