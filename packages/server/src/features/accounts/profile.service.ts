import type { User } from '@ailab/core/contract/accounts/user.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { insertOrConflict } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { userRowToUser } from '../../identity/user-mapper';
import { findUserById, updateUser } from '../../identity/users.repository';

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
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  // The unique index decides, also between two parallel requests for the same name.
  await insertOrConflict(
    () => updateUser(ctx.db, caller.user.id, { ...set, updated_at: ctx.now().toISOString() }),
    'user_name',
    t,
  );
  const user = await findUserById(ctx.db, caller.user.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { user: userRowToUser(user, t) };
}
