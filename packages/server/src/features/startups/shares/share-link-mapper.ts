import type { ShareLink } from '@ailab/core/contract/startups/share.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { sectionsOf } from '../pitches/pitches.repository';
import { type ShareLinkRow, sectionTotals, visitTotals } from './share-links.repository';

/** A link's state at `now`: revoked wins over expired. */
export function shareLinkStatus(row: ShareLinkRow, now: Date): ShareLink['status'] {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at !== null && row.expires_at <= now.toISOString()) return 'expired';
  return 'active';
}

/** Links of one pitch with their views, distinct gate emails and time per section (sections in pitch order). */
export async function shareLinksToWire(
  db: Kysely<Database>,
  pitchId: string,
  rows: readonly ShareLinkRow[],
  now: Date,
): Promise<ShareLink[]> {
  const ids = rows.map((row) => row.id);
  const [visits, times, sections] = await Promise.all([
    visitTotals(db, ids),
    sectionTotals(db, ids),
    sectionsOf(db, [pitchId]),
  ]);
  return rows.map((row) => {
    const visit = visits.find((entry) => entry.link_id === row.id);
    const stats = sections.map((section) => {
      const time = times.find((entry) => entry.link_id === row.id && entry.section_id === section.id);
      return {
        section_id: section.id,
        title: section.title,
        views: Number(time?.views ?? 0),
        seconds: Number(time?.seconds ?? 0),
      };
    });
    return {
      id: row.id,
      pitch_id: row.pitch_id,
      label: row.label,
      email_gate: row.email_gate === 1,
      password: row.password_hash !== null,
      expires_at: row.expires_at,
      revoked_at: row.revoked_at,
      status: shareLinkStatus(row, now),
      created_at: row.created_at,
      views: Number(visit?.views ?? 0),
      unique_viewers: Number(visit?.unique_viewers ?? 0),
      seconds: stats.reduce((sum, entry) => sum + entry.seconds, 0),
      last_viewed_at: visit?.last_viewed_at ? String(visit.last_viewed_at) : null,
      sections: stats,
    };
  });
}
