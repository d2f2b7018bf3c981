import { contract } from '@ailab/core/contract/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../hooks/use-services';
import { startupsKeys } from './startups-query-keys';

/** The member's pitches across their startups. */
export function useMyPitches() {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.pitches(),
    queryFn: () => api.startupPitch.list({ limit: 100 }),
  });
}

/** A whole pitch: sections, images, key facts. */
export function usePitchContent(id: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.pitch(id ?? ''),
    queryFn: () => api.startupPitch.content({ id: id ?? '' }),
    enabled: Boolean(id),
  });
}

/** A section's revisions with their diffs. */
export function useSectionHistory(id: string, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: startupsKeys.section(id),
    queryFn: () => api.startupPitch.section({ id, history: true }),
    enabled,
  });
}

/** Invalidates what a change of one pitch touches (its content, its sections' history, the lists). */
function useRefreshPitch(_pitchId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: startupsKeys.all() });
}

export function useSaveSection(pitchId: string) {
  const { api } = useServices();
  const refresh = useRefreshPitch(pitchId);
  return useMutation({
    mutationFn: (body: { id: string; version: number; title?: string; body: string }) =>
      api.startupPitch.sectionUpdate(body),
    onSuccess: refresh,
  });
}

export function useGenerateSection(pitchId: string) {
  const { api } = useServices();
  const refresh = useRefreshPitch(pitchId);
  return useMutation({
    mutationFn: (body: { section_id: string; version: number }) => api.startupPitch.sectionGenerate(body),
    onSuccess: refresh,
  });
}

export function useUpdatePitch(pitchId: string) {
  const { api } = useServices();
  const refresh = useRefreshPitch(pitchId);
  return useMutation({
    mutationFn: (body: Parameters<typeof api.startupPitch.update>[0]) => api.startupPitch.update(body),
    onSuccess: refresh,
  });
}

export function usePitchStatus(pitchId: string) {
  const { api } = useServices();
  const refresh = useRefreshPitch(pitchId);
  return useMutation({
    mutationFn: (status: 'draft' | 'active' | 'closed') => api.startupPitch.status({ id: pitchId, status }),
    onSuccess: refresh,
  });
}

export function useUploadSectionImage(pitchId: string) {
  const { api } = useServices();
  const refresh = useRefreshPitch(pitchId);
  return useMutation({
    mutationFn: ({ sectionId, file }: { sectionId: string; file: File }) => {
      const form = new FormData();
      form.append('section_id', sectionId);
      form.append('file', file);
      return api.call(contract.startupPitch.sectionImage, form);
    },
    onSuccess: refresh,
  });
}

export function useRemoveSectionImage(pitchId: string) {
  const { api } = useServices();
  const refresh = useRefreshPitch(pitchId);
  return useMutation({
    mutationFn: (id: string) => api.startupPitch.sectionImageRemove({ id }),
    onSuccess: refresh,
  });
}

/** Reorders a section's images: every image id of the section once, in the new order. */
export function useReorderSectionImages(pitchId: string) {
  const { api } = useServices();
  const refresh = useRefreshPitch(pitchId);
  return useMutation({
    mutationFn: (body: { section_id: string; order: string[] }) => api.startupPitch.sectionImages(body),
    onSuccess: refresh,
  });
}

export function useAddPitch() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { startup_id: string; title: string }) => api.startupPitch.add(body),
    onSuccess: () => client.invalidateQueries({ queryKey: startupsKeys.all() }),
  });
}
