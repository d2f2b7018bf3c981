import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { startupsKeys } from './startups-query-keys';

/** The public list of startups raising. */
export function useFundraising(stage: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...startupsKeys.fundraising(), stage],
    queryFn: () =>
      api.open.fundraisingListing({
        limit: 50,
        ...(stage ? { stage: stage as 'idea' | 'pre_seed' | 'seed' | 'series_a' | 'later' } : {}),
      }),
  });
}
