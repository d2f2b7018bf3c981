import { ReportPageScreen } from '../components/report-page-screen';

/** /industry-reports/report?slug=…: the public report page. */
export function Component() {
  return <ReportPageScreen />;
}
