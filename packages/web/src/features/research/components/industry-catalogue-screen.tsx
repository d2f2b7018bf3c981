import type { Industry } from '@ailab/core/contract/research/industries.schemas';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { useIndustries } from '../api/industries-api';
import { FollowButton } from './follow-button';
import { MarketOverview } from './market-overview';

function byGroup(items: readonly Industry[]): [string, Industry[]][] {
  const groups = new Map<string, Industry[]>();
  for (const item of items) groups.set(item.group.name, [...(groups.get(item.group.name) ?? []), item]);
  return [...groups.entries()];
}

/**
 * /ailab/industries/all-industries (and /admin/…, /ailab/startups/industries): the catalogue by group
 * with follow buttons; `?industry=<slug>` opens that industry's market overview.
 */
export function IndustryCatalogueScreen() {
  const title = useScreenTitle('industryReport');
  const { t } = useTranslation('research');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const slug = params.get('industry');
  const industries = useIndustries();
  if (slug)
    return (
      <ScreenContainer width="medium">
        <MarketOverview slug={slug} backTo={pathname} editable={pathname.startsWith('/admin/')} />
      </ScreenContainer>
    );
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={title} description={t('web.industries.intro')} />
      <QueryView query={industries}>
        {(page) => (
          <div className="space-y-8">
            {byGroup(page.items).map(([group, items]) => (
              <section key={group} aria-label={group} className="space-y-3">
                <h2 className="text-lg font-semibold text-ink">{group}</h2>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {items.map((industry) => (
                    <li
                      key={industry.slug}
                      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
                    >
                      <div className="min-w-0 flex-1">
                        <h3 className="font-semibold text-ink">
                          <Link className="hover:underline" to={`${pathname}?industry=${industry.slug}`}>
                            {industry.name}
                          </Link>
                        </h3>
                        <p className="mt-1 text-sm text-ink-muted">{industry.summary}</p>
                      </div>
                      <div>
                        <FollowButton
                          slug={industry.slug}
                          name={industry.name}
                          followed={industry.followed}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryView>
    </ScreenContainer>
  );
}
