import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';

/** Public pages: header, the page in its own error boundary, footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh w-full flex-col">
      <PublicHeader />
      <main className="w-full flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}
