import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { NewsSearch } from '../../../features/news/components/news-search';
import { NewsSourcesAdmin } from '../../../features/news/components/news-sources-admin';
import { useScreenTitle } from '../../../hooks/use-screen-title';

/** /ailab/news: search AI agent news. /admin/news: the feed sources behind it. */
export function Component() {
  const title = useScreenTitle('news');
  const admin = useLocation().pathname.startsWith('/admin');
  return (
    <ScreenContainer width="medium" className="flex flex-col gap-6">
      <PageHeader title={title} />
      {admin ? <NewsSourcesAdmin /> : <NewsSearch />}
    </ScreenContainer>
  );
}
