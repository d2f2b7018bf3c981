import {
  type PROFILE_FIELDS,
  ProfileFieldSchema,
} from '@ailab/core/contract/profiles/public-profile.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { userRowToUser } from '../../identity/user-mapper';
import { findUserById, findUserByUserName, updateUser } from '../../identity/users.repository';

type ProfileField = (typeof PROFILE_FIELDS)[number];

function storedFields(text: string): ProfileField[] {
  try {
    const parsed = ProfileFieldSchema.array().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Reads, and when asked changes, whether the caller's profile page is public and what it shows. */
export async function profileVisibility(
  ctx: AppContext,
  caller: Caller,
  input: { public?: boolean | undefined; fields?: ProfileField[] | undefined },
): Promise<{ public: boolean; fields: ProfileField[] }> {
  if (input.public !== undefined || input.fields !== undefined) {
    await updateUser(ctx.db, caller.user.id, {
      ...(input.public === undefined ? {} : { profile_public: input.public ? 1 : 0 }),
      ...(input.fields === undefined ? {} : { profile_fields: JSON.stringify([...new Set(input.fields)]) }),
      updated_at: ctx.now().toISOString(),
    });
  }
  const user = (await findUserById(ctx.db, caller.user.id)) ?? caller.user;
  return { public: user.profile_public === 1, fields: storedFields(user.profile_fields) };
}

/**
 * A profile page by user name, showing only what its owner chose. Unknown,
 * private and disabled accounts all answer the same NOT_FOUND.
 */
export async function publicProfileOf(ctx: AppContext, name: string, t: TFunction) {
  const user = await findUserByUserName(ctx.db, name);
  if (user?.profile_public !== 1 || user.disabled_at)
    throw new AppError('NOT_FOUND', { params: { path: `/${name}` } });
  const shown = new Set(storedFields(user.profile_fields));
  const full = userRowToUser(user, t);
  return {
    profile: {
      user_name: full.user_name,
      first_name: full.first_name,
      last_name: full.last_name,
      photo_url: shown.has('photo') ? full.photo_url : null,
      role: shown.has('role') ? full.role : null,
      function: shown.has('function') ? full.function : null,
    },
  };
}
