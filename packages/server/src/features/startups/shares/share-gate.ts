import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { hashSecret } from '../../../security/secrets';
import { findStartupById, type StartupRow } from '../businesses/startups.repository';
import { findPitchById, type PitchRow } from '../pitches/pitches.repository';
import { shareLinkStatus } from './share-link-mapper';
import { findShareLinkByHash, type ShareLinkRow } from './share-links.repository';

/** A link that opens now, with its pitch and startup. */
export interface OpenShare {
  link: ShareLinkRow;
  pitch: PitchRow;
  startup: StartupRow;
}

/**
 * The link behind a token, if it opens now: an unknown token is NOT_FOUND; a revoked or expired link,
 * or one whose pitch is not active (a draft not yet published, a closed pitch, an archived startup),
 * is LINK_GONE (410) with a message saying which. Never the pitch.
 */
export async function openShare(db: Kysely<Database>, token: string, now: Date): Promise<OpenShare> {
  const link = await findShareLinkByHash(db, hashSecret(token));
  if (!link) throw new AppError('NOT_FOUND');
  const status = shareLinkStatus(link, now);
  if (status === 'revoked') throw new AppError('LINK_GONE', { messageKey: 'startups:errors.shareRevoked' });
  if (status === 'expired') throw new AppError('LINK_GONE', { messageKey: 'startups:errors.shareExpired' });
  const pitch = await findPitchById(db, link.pitch_id);
  const startup = pitch ? await findStartupById(db, pitch.startup_id) : undefined;
  if (!pitch || !startup || pitch.status !== 'active' || startup.status !== 'active')
    throw new AppError('LINK_GONE', { messageKey: 'startups:errors.shareUnavailable' });
  return { link, pitch, startup };
}
