import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { NewsSearch } from '../components/news-search';
import { NewsSourcesAdmin } from '../components/news-sources-admin';

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
