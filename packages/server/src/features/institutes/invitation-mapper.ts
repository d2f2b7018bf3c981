import type { Invitation, InvitationStatus } from '@ailab/core/contract/institutes/supervisors.schemas';
import type { Selectable } from 'kysely';
import { parseStringList } from '../../db/json-list';
import type { SupervisorInvitationsTable } from './institutes.tables';

export type InvitationRow = Selectable<SupervisorInvitationsTable>;

/** The status as people read it: a pending invitation past its expiry is expired. */
export function invitationStatus(
  row: Pick<InvitationRow, 'status' | 'expires_at'>,
  now: Date,
): InvitationStatus {
  if (row.status === 'pending' && row.expires_at <= now.toISOString()) return 'expired';
  return row.status as InvitationStatus;
}

export function invitationRowToInvitation(
  row: InvitationRow,
  instituteName: string,
  teamNames: ReadonlyMap<string, string>,
  now: Date,
): Invitation {
  const teamIds = parseStringList(row.team_ids);
  return {
    id: row.id,
    institute_id: row.institute_id,
    institute_name: instituteName,
    email: row.email,
    team_ids: teamIds,
    team_names: teamIds.map((id) => teamNames.get(id) ?? id),
    status: invitationStatus(row, now),
    invited_by: row.invited_by,
    created_at: row.created_at,
    expires_at: row.expires_at,
    responded_at: row.responded_at,
  };
}
