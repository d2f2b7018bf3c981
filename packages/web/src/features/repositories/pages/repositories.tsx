import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useAuth } from '../../../hooks/use-auth';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { RepositoriesBrowser } from '../components/repositories-browser';

/** /ailab/repositories: the code resources the lab tracks. */
export function Component() {
  const title = useScreenTitle('repositories');
  const { user } = useAuth();
  return (
    <ScreenContainer width="wide" className="flex flex-col gap-6">
      <PageHeader title={title} />
      <RepositoriesBrowser roles={user?.roles ?? []} />
    </ScreenContainer>
  );
}
