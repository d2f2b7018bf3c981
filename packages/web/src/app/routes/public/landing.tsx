import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/error-boundary';
import { PublicFooter } from '../../../components/layout/public-footer';
import { PublicHeader } from '../../../components/layout/public-header';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { searchParams } from '../../../config/paths';
import { chooseHome } from '../../../features/landing/components/choose-home';
import { HOME_CONTENT } from '../../../features/landing/components/homes';
import { LandingPage } from '../../../features/landing/components/landing-page';
import { useAppConfig } from '../../../lib/app-config';

/** `/`: one of three homes by host name (spec §1), or by `?home=`. */
export function Component() {
  const [query] = useSearchParams();
  const configQuery = useAppConfig();
  const override = query.get(searchParams.home);
  if (configQuery.isPending && !override) return <FullPageSpinner />;
  const home = chooseHome(window.location.hostname, configQuery.data?.hosts, override);
  return (
    <div className="flex min-h-dvh w-full flex-col">
      <PublicHeader />
      <main className="w-full flex-1">
        <ErrorBoundary resetKey={home}>
          <LandingPage content={HOME_CONTENT[home]} />
        </ErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}
