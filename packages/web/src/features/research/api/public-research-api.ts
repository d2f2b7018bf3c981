import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { researchKeys } from './research-query-keys';

/** The public industries home. */
export function usePublicIndustries() {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.publicHome(),
    queryFn: () => api.open.allIndustriesSection({}),
  });
}

/** One public report (a preview for its author, reviewers and administrators). */
export function usePublicReport(slug: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.report(slug),
    queryFn: () => api.open.marketResearch({ slug }),
    enabled: slug.length > 0,
  });
}
