import type { ApiClient } from '@ailab/core/client/create-client';
import type { contract } from '@ailab/core/contract/index';
import { instituteExtras } from '@ailab/core/contract/institutes/institute-extras';
import type { RosterImportRow } from '@ailab/core/contract/institutes/roster-import.schemas';
import type {
  InvitationRef,
  InvitationSignUpBody,
} from '@ailab/core/contract/institutes/supervisors.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { BulkRunBatch } from '../../../components/bulk-import/bulk-import-types';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { institutesKeys } from './institutes-query-keys';

type Body<E extends { body: z.ZodType }> = z.input<E['body']>;

/** One institute with its teams, supervisors, courses and counts. */
export function useInstitute(instituteId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: institutesKeys.one(instituteId),
    queryFn: () => api.adminInstitutes.get({ institute_id: instituteId }),
  });
}

/** The current roster of an institute (first 100 by name). */
export function useRoster(instituteId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: institutesKeys.roster(instituteId),
    queryFn: () => api.instituteExtras.roster({ institute_id: instituteId, limit: 100 }),
  });
}

/** Supervisors and the newest invitations of an institute. */
export function useSupervisors(instituteId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: institutesKeys.supervisors(instituteId),
    queryFn: () => api.adminSupervisors.listing({ institute_id: instituteId, limit: 50 }),
  });
}

/** Every change refreshes everything institutes show. */
function useInstituteMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutesKeys.all() }),
  });
}

export const useAddInstitute = () =>
  useInstituteMutation((api, body: Body<typeof contract.adminInstitutes.add>) =>
    api.adminInstitutes.add(body),
  );
export const useUpdateInstitute = () =>
  useInstituteMutation((api, body: Body<typeof contract.adminInstitutes.update>) =>
    api.adminInstitutes.update(body),
  );
export const useManageInstitute = () =>
  useInstituteMutation((api, body: Body<typeof contract.adminInstitutes.manage>) =>
    api.adminInstitutes.manage(body),
  );
export const useInviteSupervisor = () =>
  useInstituteMutation((api, body: Body<typeof contract.adminSupervisors.invite>) =>
    api.adminSupervisors.invite(body),
  );
export const useManageSupervisor = () =>
  useInstituteMutation((api, body: Body<typeof contract.adminSupervisors.manage>) =>
    api.adminSupervisors.manage(body),
  );

/** The signed-in supervisor's institutes and teams. */
export function useMyInstitutes() {
  const { api } = useServices();
  return useQuery({ queryKey: institutesKeys.mine(), queryFn: () => api.supervisor.instituteInfo({}) });
}

/** One team of the supervisor's scope with its learners' progress. */
export function useTeamProgress(teamId: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: institutesKeys.team(teamId ?? ''),
    queryFn: () => api.supervisor.instituteTeam({ team_id: teamId ?? '' }),
    enabled: Boolean(teamId),
  });
}

/** What an emailed invitation offers. */
export function useInvitation(ref: InvitationRef) {
  const { api } = useServices();
  return useQuery({
    queryKey: institutesKeys.invitation(ref.token ?? `id:${ref.invitation_id ?? ''}`),
    queryFn: () => api.instituteExtras.invitationView(ref),
    enabled: (ref.token?.length ?? 0) >= 16 || Boolean(ref.invitation_id),
    retry: false,
  });
}

export const useAnswerInvitation = () =>
  useInstituteMutation((api, input: { ref: InvitationRef; accept: boolean }) =>
    input.accept
      ? api.instituteExtras.invitationAccept(input.ref)
      : api.instituteExtras.invitationDecline(input.ref),
  );

/** Signs up through an invitation link (accepting it); the caller stores the sign-in. */
export function useInvitationSignUp() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: InvitationSignUpBody) => api.instituteExtras.invitationSignUp(input),
  });
}

/** Sets the institute's logo (multipart: the institute, then the image). */
export const useSetInstituteLogo = () =>
  useInstituteMutation((api, input: { instituteId: string; file: File }) => {
    const form = new FormData();
    form.append('institute_id', input.instituteId);
    form.append('file', input.file);
    return api.call(instituteExtras.logo, form);
  });

export const useRemoveInstituteLogo = () =>
  useInstituteMutation((api, instituteId: string) =>
    api.instituteExtras.removeLogo({ institute_id: instituteId }),
  );

/** One page of the institute's audit entries (its own and its teams'), newest first. */
export function useInstituteAudit(instituteId: string) {
  const { api } = useServices();
  return usePagedList({
    queryKey: institutesKeys.audit(instituteId),
    fetchPage: endpointFetcher(api, instituteExtras.audit),
    filters: { institute_id: instituteId },
    pageSize: 10,
  });
}

/** Sends one batch of a roster file to the roster import (dry run or real). */
export function useRosterImportBatch(instituteId: string): BulkRunBatch<RosterImportRow> {
  const { api } = useServices();
  return useCallback(
    async (rows, { dryRun }) =>
      (await api.instituteExtras.rosterImport({ institute_id: instituteId, rows, dry_run: dryRun })).rows.map(
        (row) => ({
          index: row.index,
          key: row.key,
          outcome: row.outcome,
          reason: row.reason?.message ?? null,
        }),
      ),
    [api, instituteId],
  );
}

/** Refreshes what the institute's page shows once an import has changed its roster. */
export function useRefreshInstitute() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: institutesKeys.all() }),
    [queryClient],
  );
}

/** One assigned course's drop-off by unit for a team of the caller's scope. */
export function useCourseFunnel(
  instituteId: string,
  teamId: string | undefined,
  courseId: string | undefined,
) {
  const { api } = useServices();
  return useQuery({
    queryKey: institutesKeys.funnel(instituteId, teamId ?? '', courseId ?? ''),
    queryFn: () =>
      api.instituteExtras.funnel({ institute_id: instituteId, team_id: teamId, course_id: courseId ?? '' }),
    enabled: Boolean(courseId),
  });
}

/** Who of a team (or the whole institute) has stalled for `days` (a preview: nothing is sent). */
export function useStalledPreview(instituteId: string, teamId: string | undefined, days: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: institutesKeys.stalled(instituteId, teamId ?? '', days),
    queryFn: () => api.instituteExtras.stalled({ institute_id: instituteId, team_id: teamId, days }),
    enabled: days >= 1 && days <= 365,
  });
}

export const useEmailStalled = () =>
  useInstituteMutation((api, body: { institute_id: string; team_id?: string | undefined; days: number }) =>
    api.instituteExtras.stalled({ ...body, send: true }),
  );
