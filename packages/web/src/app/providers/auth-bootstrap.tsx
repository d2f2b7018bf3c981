import { type ReactNode, useEffect } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useAuth, useAuthController } from '../../hooks/use-auth';

/** Spec §4: asks who-am-I once at start and shows a full-page spinner until it answers. */
export function AuthBootstrap({ children }: { children: ReactNode }) {
  const controller = useAuthController();
  const { loading } = useAuth();
  useEffect(() => {
    void controller.bootstrap();
  }, [controller]);
  if (loading) return <FullPageSpinner />;
  return children;
}
