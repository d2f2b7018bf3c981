import { contract } from '@ailab/core/contract/index';
import type {
  ResearchCreateBody,
  ResearchManage,
  ResearchReviewBody,
  ResearchState,
} from '@ailab/core/contract/research/research.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useServices } from '../../../hooks/use-services';
import { researchKeys } from './research-query-keys';

/** My research (or what I review), optionally in one state. */
export function useMyResearch(scope: 'mine' | 'review', state: ResearchState | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.mine({ scope, state }),
    queryFn: () => api.ailabResearch.list({ scope, limit: 100, ...(state ? { state } : {}) }),
    placeholderData: keepPreviousData,
  });
}

/** One item with its comments. */
export function useResearchItem(id: string) {
  const { api } = useServices();
  return useQuery({ queryKey: researchKeys.item(id), queryFn: () => api.ailabResearch.get({ id }) });
}

export function useRevisions(id: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.revisions(id),
    queryFn: () => api.ailabResearch.revisions({ id }),
  });
}

export function useDiff(id: string, from: number | undefined, to: number | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: researchKeys.diff(id, from, to),
    queryFn: () => api.ailabResearch.diff({ id, ...(from ? { from } : {}), ...(to ? { to } : {}) }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: researchKeys.all() });
}

export function useCreateResearch() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof ResearchCreateBody>) => api.ailabResearch.create(body),
    onSuccess: invalidate,
  });
}

/** Edit, submit, withdraw, archive, restore. The editor handles a 409 of an edit itself. */
export function useManageResearch() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ResearchManage) => api.ailabResearch.manage(body),
    onSuccess: invalidate,
  });
}

export function useReviewResearch() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof ResearchReviewBody>) => api.ailabResearch.review(body),
    onSuccess: invalidate,
  });
}

export function usePublishResearch() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: string; publish_at?: string }) => api.ailabResearch.savePublic(body),
    onSuccess: invalidate,
  });
}

/** Sets a research item's cover image (multipart: the id, then the file). */
export function useSetResearchCover() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('id', id);
      form.append('file', file);
      return api.call(contract.ailabResearch.cover, form);
    },
    onSuccess: invalidate,
  });
}

export function useRemoveResearchCover() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.ailabResearch.removeCover({ id }),
    onSuccess: invalidate,
  });
}
