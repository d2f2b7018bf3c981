import type { Application } from '@ailab/core/contract/applications/application.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../media/store-upload';
import { missingAnswers } from './answers-check';
import {
  type ApplicationRow,
  applicationContent,
  attachmentsOf,
  proposalsOf,
} from './applications.repository';
import { isProgrammeOpen, type Programme } from './programme-codec';

/** The attachments of an application as the wire shows them. */
export async function wireAttachments(db: Kysely<Database>, applicationId: string) {
  return (await attachmentsOf(db, applicationId)).map((row) => ({
    id: row.id,
    question_id: row.question_id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    url: mediaUrl(row.path),
    created_at: row.created_at,
  }));
}

/** An application as its applicant sees it: no score, reviewer or note ever. */
export async function toApplication(
  db: Kysely<Database>,
  row: ApplicationRow,
  programme: Programme,
  now: Date,
): Promise<Application> {
  const content = applicationContent(row);
  const attachments = await wireAttachments(db, row.id);
  const proposals = await proposalsOf(db, row.id);
  return {
    id: row.id,
    programme: {
      slug: programme.slug,
      title: programme.title,
      closes_at: programme.closes_at,
      is_open: isProgrammeOpen(programme, now),
    },
    state: row.state as Application['state'],
    version: row.version,
    email: row.email,
    name: row.name,
    title: row.title,
    answers: content.answers,
    team: content.team,
    industries: content.industries,
    industry_proposals: proposals,
    attachments,
    missing: missingAnswers(
      programme.questions,
      content.answers,
      new Set(attachments.map((item) => item.question_id)),
    ),
    submitted_at: row.submitted_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
