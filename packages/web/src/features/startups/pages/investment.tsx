import { useLocation } from 'react-router-dom';
import { InvestmentScreen } from '../components/investment-screen';
import { InvestorsPublicScreen } from '../components/investors-public-screen';

/** /ailab/investment: the investor's home; /investment: what the investor desk gives, for a visitor. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.startsWith('/ailab/') ? <InvestmentScreen /> : <InvestorsPublicScreen />;
}
