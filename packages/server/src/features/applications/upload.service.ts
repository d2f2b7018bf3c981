import { UploadFieldsSchema } from '@ailab/core/contract/applications/application.schemas';
import { fieldIssuesFromZod, fieldMessage } from '@ailab/core/errors/field-issues';
import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { heldKind } from '../../media/held-media';
import { type AcceptedType, IMAGE_TYPES } from '../../media/media-types';
import { readUploadedForm } from '../../media/read-uploaded-file';
import { storeUpload } from '../../media/store-upload';
import { type Applicant, ownedApplication } from './applicant-access';
import { invalidState } from './application-errors';
import { toApplication } from './application-mapper';
import { findApplication } from './applications.repository';
import { ATTACHMENT_KIND, draftAttachmentBytes } from './draft-files';

/** What an application may attach: PDF (pitch decks, documents) and the app's images. */
export const APPLICATION_TYPES: readonly AcceptedType[] = [
  { mime: 'application/pdf', extension: 'pdf', label: 'PDF' },
  ...IMAGE_TYPES,
];

/** Files one file question may hold; a further upload replaces the oldest. */
const PER_QUESTION = 3;

function fileName(name: string): string {
  // Shown only, never a path: one line, at most 200 characters.
  const clean = [...name]
    .filter((char) => char.charCodeAt(0) > 31 && char !== '\u007f' && char !== '/' && char !== '\\')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}

/**
 * Attaches a file to a draft's file question through the shared media service: the cap while reading,
 * the rate limit, the type from the bytes, the owner's quota. At most three files per question; a
 * fourth replaces the oldest (its media released after the commit).
 */
export async function uploadAttachment(
  ctx: AppContext,
  request: FastifyRequest,
  who: { kind: 'visitor' } | { kind: 'member'; caller: Caller },
  t: TFunction,
) {
  const form = await readUploadedForm(request, {
    field: 'file',
    maxBytes: ctx.config.limits.applicationAttachmentMaxBytes,
    t,
  });
  const parsed = UploadFieldsSchema.safeParse(form.fields);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', {
      fields: fieldIssuesFromZod(parsed.error.issues, t, form.fields),
    });
  const fields = parsed.data;
  let applicant: Applicant;
  if (who.kind === 'visitor') {
    if (!fields.token)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'token', code: 'required', message: fieldMessage(t, 'required', 'token') }],
      });
    applicant = { kind: 'visitor', token: fields.token };
  } else applicant = who;
  const { row, programme } = await ownedApplication(ctx, applicant, fields.application_id);
  if (row.state !== 'draft') throw invalidState(row.state);
  const question = programme.questions.find((item) => item.id === fields.question_id && item.kind === 'file');
  if (!question)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'question_id',
          code: 'unknown_question',
          message: t('applications:answers.unknown_question', { field: 'question_id' }),
        },
      ],
    });
  // A visitor's draft has no account yet: its files are held (held-media.ts) and count against the
  // draft's own quota and the visitor's address's rate limit, never against the holder's or other visitors'.
  const held = row.user_id === null;
  const upload = held
    ? {
        ownerId: await uploadHolder(ctx),
        kind: heldKind(ATTACHMENT_KIND),
        budget: {
          rateLimitKey: `upload:visitor:${request.ip}`,
          lockName: `application-files:${row.id}`,
          usedBytes: (trx: Transaction<Database>) => draftAttachmentBytes(trx, row.id),
        },
      }
    : { ownerId: row.user_id as string, kind: ATTACHMENT_KIND };
  await storeUpload(
    ctx,
    { ...upload, bytes: form.bytes, accept: APPLICATION_TYPES, t },
    async (trx, media) => {
      const existing = await trx
        .selectFrom('application_attachments')
        .select(['id', 'media_id'])
        .where('application_id', '=', row.id)
        .where('question_id', '=', question.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const replaced = existing.slice(0, Math.max(0, existing.length - PER_QUESTION + 1));
      if (replaced.length > 0)
        await trx
          .deleteFrom('application_attachments')
          .where(
            'id',
            'in',
            replaced.map((item) => item.id),
          )
          .execute();
      await trx
        .insertInto('application_attachments')
        .values({
          id: crypto.randomUUID(),
          application_id: row.id,
          question_id: question.id,
          media_id: media.id,
          path: media.path,
          mime: media.mime,
          size: media.size,
          name: fileName(form.filename),
          created_at: ctx.now().toISOString(),
        })
        .execute();
      return replaced.map((item) => item.media_id);
    },
  );
  const stored = await findApplication(ctx.db, row.id);
  if (!stored) throw invalidState(row.state);
  return toApplication(ctx.db, stored, programme, ctx.now());
}

/**
 * Files need an owning user (media_files.owner_id references users): a visitor's draft has none yet, so
 * the first administrator holds them, outside their own quota, until the draft is claimed by the
 * applicant's account (`handOverDraftFiles`).
 */
async function uploadHolder(ctx: AppContext): Promise<string> {
  const admin = await ctx.db
    .selectFrom('user_roles')
    .select('user_id')
    .where('role', '=', 99)
    .orderBy('granted_at')
    .orderBy('user_id')
    .executeTakeFirst();
  if (!admin) throw new AppError('FORBIDDEN');
  return admin.user_id;
}
