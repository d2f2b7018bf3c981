import { useLocation } from 'react-router-dom';
import { NotAvailableScreen } from '../../../components/not-available-screen';
import { InvestmentScreen } from '../components/investment-screen';

/** /ailab/investment: the investor's home. The public /investment page is still to come. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.startsWith('/ailab/') ? <InvestmentScreen /> : <NotAvailableScreen screen="investment" />;
}
