import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';

/** The error boundary of a route section, cleared when the path changes. */
export function SectionBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
