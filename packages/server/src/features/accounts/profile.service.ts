import type { User } from '@ailab/core/contract/schemas/user';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from './sessions.service';
import { userRowToUser } from './user-mapper';
import { findUserById, isUserNameTaken, updateUser } from './users.repository';

interface InfoChanges {
  first_name?: string | undefined;
  last_name?: string | undefined;
  user_name?: string | undefined;
  language?: User['language'] | undefined;
}

/** Updates the caller's own profile fields. A user name already in use is a CONFLICT naming the field. */
export async function updateOwnInfo(
  ctx: AppContext,
  caller: Caller,
  changes: InfoChanges,
  t: TFunction,
): Promise<{ user: User }> {
  if (changes.user_name && (await isUserNameTaken(ctx.db, changes.user_name, caller.user.id))) {
    throw new AppError('CONFLICT', {
      fields: [{ field: 'user_name', code: 'taken', message: t('errors:codes.CONFLICT') }],
    });
  }
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await updateUser(ctx.db, caller.user.id, { ...set, updated_at: ctx.now().toISOString() });
  const user = await findUserById(ctx.db, caller.user.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { user: userRowToUser(user, t) };
}
