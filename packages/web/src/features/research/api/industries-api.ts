import type { MarketSectionSave } from '@ailab/core/contract/research/industry-import.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { researchKeys } from './research-query-keys';

/** Every industry of the catalogue (twelve or so: one page). */
export function useIndustries() {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.industries(),
    queryFn: () => api.ailabIndustries.list({ limit: 100 }),
  });
}

/** One industry's market overview. */
export function useMarket(slug: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.market(slug),
    queryFn: () => api.ailabIndustries.market({ industry: slug }),
  });
}

/** The industries the member follows. */
export function useYourIndustries() {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.followed(),
    queryFn: () => api.ailabIndustries.yourIndustries({}),
  });
}

/** Today's brief of one industry. */
export function useTodayBrief(slug: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.today(slug),
    queryFn: () => api.researchMarket.today({ industry: slug }),
  });
}

/** Follows or unfollows an industry; refreshes the catalogue, the overview and the followed list. */
export function useFollow() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, follow }: { slug: string; follow: boolean }) =>
      follow
        ? api.ailabIndustries.follow({ industry: slug })
        : api.ailabIndustries.unfollow({ industry: slug }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: researchKeys.all() }),
  });
}

/** Saves one overview section (administrators); a stale save answers 409, which the editor handles. */
export function useSaveMarketSection() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketSectionSave) => api.ailabIndustries.saveSection(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: researchKeys.all() }),
  });
}
