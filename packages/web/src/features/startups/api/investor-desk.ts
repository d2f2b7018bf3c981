import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { startupsKeys } from './startups-query-keys';

/** Active pitches ranked by their match with the investor's profile. */
export function useMatchedPitches() {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.matches(),
    queryFn: () => api.investorDesk.pitches({ limit: 50 }),
  });
}

/** The investor's private pipeline. */
export function usePipeline() {
  const { api } = useServices();
  return useQuery({ queryKey: startupsKeys.pipeline(), queryFn: () => api.investorDesk.pipeline({}) });
}

export function useSignalInterest() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { pitch_id: string; signal: 'interested' | 'intro_requested' | 'passed' }) =>
      api.investorDesk.interest(body),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.all() }),
  });
}

/** Investors ranked for one of the founder's pitches, with reasons. */
export function useInvestorsFor(pitchId: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.investors(pitchId ?? ''),
    queryFn: () => api.investorList.list({ for_pitch: pitchId, limit: 50 }),
    enabled: Boolean(pitchId),
  });
}

/** Investors who asked about a pitch (founders). */
export function usePitchInterests(pitchId: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.interests(pitchId ?? ''),
    queryFn: () => api.investorDesk.interests({ pitch_id: pitchId ?? '' }),
    enabled: Boolean(pitchId),
  });
}

export function useAgreeIntro(pitchId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (interestId: string) =>
      api.investorDesk.interests({ pitch_id: pitchId, agree_intro: interestId }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.all() }),
  });
}
