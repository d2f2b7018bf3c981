import type {
  Institute,
  InstituteKind,
  InstituteStatus,
  Team,
} from '@ailab/core/contract/institutes/institutes.schemas';
import { parseStringList } from '../../db/json-list';
import type { InstituteRow, TeamRow } from './institutes.repository';

export interface InstituteCounts {
  teams: number;
  members: number;
  supervisors: number;
  pending_invitations: number;
  courses: number;
}

export const NO_COUNTS: InstituteCounts = {
  teams: 0,
  members: 0,
  supervisors: 0,
  pending_invitations: 0,
  courses: 0,
};

export function instituteRowToInstitute(row: InstituteRow, counts: InstituteCounts): Institute {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind as InstituteKind,
    country: row.country,
    time_zone: row.time_zone,
    website: row.website,
    logo_url: row.logo_url,
    email_domains: parseStringList(row.email_domains),
    status: row.status as InstituteStatus,
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    counts,
  };
}

export function teamRowToTeam(row: TeamRow, members: number): Team {
  return {
    id: row.id,
    institute_id: row.institute_id,
    name: row.name,
    status: row.status === 'closed' ? 'closed' : 'open',
    members,
    created_at: row.created_at,
    closed_at: row.closed_at,
  };
}
