import { chooseHome } from '@ailab/core/homes/choose-home';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/error-boundary';
import { PublicFooter } from '../../../components/layout/public-footer';
import { PublicHeader } from '../../../components/layout/public-header';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { searchParams } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';

const loadLandingHome = () => import('../../../features/landing/components/landing-home');
const LandingHome = lazy(() => loadLandingHome().then((module) => ({ default: module.LandingHome })));

/**
 * `/`: one of three homes by host name (spec §1), or by `?home=`. Which home shows depends on the
 * server's configuration, so the page body loads while that answer is on its way, not before.
 */
export function Component() {
  const [query] = useSearchParams();
  const configQuery = useAppConfig();
  useEffect(() => {
    void loadLandingHome();
  }, []);
  const override = query.get(searchParams.home);
  if (configQuery.isPending && !override) return <FullPageSpinner />;
  const home = chooseHome(window.location.hostname, configQuery.data?.hosts, override);
  return (
    <div className="flex min-h-dvh w-full flex-col">
      <PublicHeader />
      <main className="w-full flex-1">
        <ErrorBoundary resetKey={home}>
          <Suspense fallback={<FullPageSpinner />}>
            <LandingHome home={home} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}
