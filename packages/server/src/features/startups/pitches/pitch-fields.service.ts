import { randomUUID } from 'node:crypto';
import type { FieldValue, PitchField } from '@ailab/core/contract/startups/pitch.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { IMAGE_TYPES } from '../../../media/media-types';
import { storeUpload } from '../../../media/store-upload';
import { requireActive } from '../businesses/startup-access';
import { refreshPitchMatches } from '../investors/pitch-matches.repository';
import { lockStartups } from '../lock-startups';
import { requireSameIds } from '../same-ids';
import { requirePitch } from './pitch-access';
import { fieldToWire } from './pitch-mapper';
import { fieldsOf, findFieldById } from './pitches.repository';

/** Most key facts one pitch holds. */
export const PITCH_FIELDS_MAX = 50;
/** The media kind (and folder) of key-fact images. */
export const FIELD_IMAGE_KIND = 'pitch-field-images';

/** The stored columns of a typed value: the JSON, and money's amount and currency for matching. */
function valueColumns(value: FieldValue) {
  return {
    value_type: value.type,
    value: JSON.stringify(value),
    amount: value.type === 'money' ? value.amount : null,
    currency: value.type === 'money' ? value.currency : null,
  };
}

async function fieldWithAccess(ctx: AppContext, caller: Caller, id: string) {
  const field = await findFieldById(ctx.db, id);
  if (!field) throw new AppError('NOT_FOUND');
  const access = await requirePitch(ctx.db, caller.user.id, field.pitch_id);
  requireActive(access.startup);
  return { ...field, startup_id: access.startup.id };
}

export async function createField(
  ctx: AppContext,
  caller: Caller,
  input: { pitch_id: string; kind: PitchField['kind']; label: string; value: FieldValue },
): Promise<PitchField> {
  const { pitch, startup } = await requirePitch(ctx.db, caller.user.id, input.pitch_id);
  requireActive(startup);
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    // Taken before the count and the last position are read: parallel creates get distinct, dense positions.
    await lockStartups(trx, [startup.id]);
    const existing = await fieldsOf(trx, [pitch.id]);
    if (existing.length >= PITCH_FIELDS_MAX)
      throw new AppError('CONFLICT', {
        messageKey: 'startups:errors.tooManyFields',
        params: { max: PITCH_FIELDS_MAX },
      });
    const nowIso = ctx.now().toISOString();
    await trx
      .insertInto('pitch_fields')
      .values({
        id,
        pitch_id: pitch.id,
        kind: input.kind,
        label: input.label,
        ...valueColumns(input.value),
        position: (existing.at(-1)?.position ?? -1) + 1,
        image_path: null,
        image_media_id: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    await refreshPitchMatches(trx, [startup.id]);
  });
  const row = await findFieldById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return fieldToWire(row);
}

export async function updateField(
  ctx: AppContext,
  caller: Caller,
  input: { id: string; label?: string; value?: FieldValue },
): Promise<PitchField> {
  const field = await fieldWithAccess(ctx, caller, input.id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pitch_fields')
      .set({
        ...(input.label === undefined ? {} : { label: input.label }),
        ...(input.value === undefined ? {} : valueColumns(input.value)),
        updated_at: ctx.now().toISOString(),
      })
      .where('id', '=', field.id)
      .execute();
    await refreshPitchMatches(trx, [field.startup_id]);
  });
  const row = await findFieldById(ctx.db, field.id);
  if (!row) throw new AppError('NOT_FOUND');
  return fieldToWire(row);
}

export async function listFields(ctx: AppContext, caller: Caller, pitchId: string) {
  const { pitch } = await requirePitch(ctx.db, caller.user.id, pitchId);
  return { items: (await fieldsOf(ctx.db, [pitch.id])).map(fieldToWire) };
}

export async function manageFields(
  ctx: AppContext,
  caller: Caller,
  input: { action: 'reorder'; pitch_id: string; ids: string[] } | { action: 'delete'; id: string },
) {
  if (input.action === 'delete') {
    const field = await fieldWithAccess(ctx, caller, input.id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('pitch_fields').where('id', '=', field.id).execute();
      await refreshPitchMatches(trx, [field.startup_id]);
    });
    return listFields(ctx, caller, field.pitch_id);
  }
  const { pitch, startup } = await requirePitch(ctx.db, caller.user.id, input.pitch_id);
  requireActive(startup);
  await ctx.db.transaction().execute(async (trx) => {
    await lockStartups(trx, [startup.id]);
    requireSameIds(
      (await fieldsOf(trx, [pitch.id])).map((row) => row.id),
      input.ids,
    );
    for (const [position, id] of input.ids.entries())
      await trx.updateTable('pitch_fields').set({ position }).where('id', '=', id).execute();
    await refreshPitchMatches(trx, [startup.id]);
  });
  return listFields(ctx, caller, pitch.id);
}

export async function setFieldImage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  bytes: Buffer,
  t: TFunction,
) {
  const field = await fieldWithAccess(ctx, caller, id);
  await storeUpload(
    ctx,
    { ownerId: caller.user.id, kind: FIELD_IMAGE_KIND, bytes, accept: IMAGE_TYPES, t },
    async (trx, media) => {
      const current = await findFieldById(trx, field.id);
      await trx
        .updateTable('pitch_fields')
        .set({ image_path: media.path, image_media_id: media.id, updated_at: ctx.now().toISOString() })
        .where('id', '=', field.id)
        .execute();
      return current?.image_media_id ? [current.image_media_id] : [];
    },
  );
  const row = await findFieldById(ctx.db, field.id);
  if (!row) throw new AppError('NOT_FOUND');
  return fieldToWire(row);
}
