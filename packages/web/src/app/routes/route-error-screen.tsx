import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../../components/error-screen';
import { useBootShellRemoval } from '../../hooks/use-boot-shell-removal';

/** Errors the router itself catches (a route chunk that fails to load): retry by reloading. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useBootShellRemoval();
  console.error('Route error', error);
  return (
    <div className="flex min-h-dvh w-full items-center justify-center">
      <ErrorScreen onRetry={() => window.location.reload()} />
    </div>
  );
}
