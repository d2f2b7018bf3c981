import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_SCHEMAS,
  type SettingEntry,
  type SettingKey,
  type SettingValues,
} from '@ailab/core/contract/settings/settings.schemas';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import {
  deleteSetting,
  insertSettingIfAbsent,
  listStoredSettings,
  type SettingRow,
  upsertSetting,
} from './settings.repository';

/** A stored value that no longer fits its schema falls back to the default rather than breaking the app. */
function parseStored(key: SettingKey, text: string): SettingValues[SettingKey] | undefined {
  try {
    const parsed = SETTING_SCHEMAS[key].safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Every setting with its value, default and whether it was changed. */
export async function listSettings(ctx: AppContext): Promise<SettingEntry[]> {
  const stored = new Map((await listStoredSettings(ctx.db)).map((row) => [row.key, row]));
  return SETTING_KEYS.map((key) => {
    const row = stored.get(key);
    const value = row ? parseStored(key, row.value) : undefined;
    return {
      key,
      value: value === undefined ? SETTING_DEFAULTS[key] : value,
      default: SETTING_DEFAULTS[key],
      is_default: value === undefined,
      updated_at: value === undefined ? null : (row?.updated_at ?? null),
    };
  });
}

/** The effective settings as typed values, for the services that obey them. */
export async function readSettings(ctx: AppContext): Promise<SettingValues> {
  const entries = await listSettings(ctx);
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value])) as SettingValues;
}

/** One setting. */
export async function getSetting(ctx: AppContext, key: SettingKey): Promise<SettingEntry> {
  const entry = (await listSettings(ctx)).find((item) => item.key === key);
  if (!entry) throw new AppError('NOT_FOUND', { params: { path: key } });
  return entry;
}

function auditSetting(
  ctx: AppContext,
  trx: Kysely<Database>,
  caller: Caller,
  action: string,
  before: SettingEntry,
  afterValue: unknown,
): Promise<void> {
  return recordAudit(trx, {
    actorId: caller.user.id,
    action,
    target: { type: 'setting', id: before.key },
    before: before.value,
    after: afterValue,
    at: ctx.now(),
  });
}

function rowFor(ctx: AppContext, caller: Caller, key: SettingKey, value: unknown): SettingRow {
  return {
    key,
    value: JSON.stringify(value),
    updated_at: ctx.now().toISOString(),
    updated_by: caller.user.id,
  };
}

/**
 * `create` sets a setting that still has its default (CONFLICT when it was
 * already set); `update` changes it either way.
 */
export async function writeSetting(
  ctx: AppContext,
  caller: Caller,
  input: { key: SettingKey; value: unknown },
  mode: 'create' | 'update',
): Promise<{ before: SettingEntry; after: SettingEntry }> {
  const before = await getSetting(ctx, input.key);
  const row = rowFor(ctx, caller, input.key, input.value);
  await ctx.db.transaction().execute(async (trx) => {
    if (mode === 'update') await upsertSetting(trx, row);
    else if (!(await insertSettingIfAbsent(trx, row))) throw new AppError('CONFLICT');
    await auditSetting(ctx, trx, caller, `setting.${mode}`, before, input.value);
  });
  return { before, after: await getSetting(ctx, input.key) };
}

/** `manage` with `reset`: back to the default. */
export async function resetSetting(
  ctx: AppContext,
  caller: Caller,
  key: SettingKey,
): Promise<{ before: SettingEntry; after: SettingEntry }> {
  const before = await getSetting(ctx, key);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteSetting(trx, key);
    await auditSetting(ctx, trx, caller, 'setting.reset', before, before.default);
  });
  return { before, after: await getSetting(ctx, key) };
}
