import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { ALL_ROLES, type RoleNumber, roleName } from '@ailab/core/roles/roles';
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import type { Translate } from '../i18n/translator';
import { SelectableList } from './kit/selectable-list';
import { messageOf, useAsync } from './kit/use-async';
import { useCursor } from './kit/use-cursor';
import { useLatestState } from './kit/use-latest-state';
import { editText } from './text-input';

/** Props of {@link UsersScreen}: the three calls it makes, each through the CLI's user services. */
export interface UsersScreenProps {
  t: Translate;
  /** Users whose name, email or user name starts with the text (the first page). */
  search: (text: string) => Promise<AdminUser[]>;
  /** Grants or revokes one role; answers the user's roles afterwards. */
  toggleRole: (user: AdminUser, role: RoleNumber) => Promise<number[]>;
  /** Disables or re-enables the account; answers the user afterwards. */
  setDisabled: (user: AdminUser, disabled: boolean) => Promise<AdminUser>;
  onExit: () => void;
  /** Users shown at once; the list scrolls with the cursor. */
  pageSize?: number;
}

/** A role as people read it: "Administrator (99)". */
const roleLabel = (role: number, t: Translate) => {
  const name = roleName(role);
  return name ? `${t(`auth:roles.${name}`)} (${role})` : String(role);
};

const statusOf = (user: AdminUser) => (user.disabled ? 'disabled' : user.password_set ? 'active' : 'invited');

function UserLine({ user, selected, t }: { user: AdminUser; selected: boolean; t: Translate }) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.user_name;
  return (
    <Text color={selected ? 'cyan' : undefined}>
      {user.email}{' '}
      <Text dimColor>{`${name} · [${user.roles.join(' ')}] · ${t(`user.status.${statusOf(user)}`)}`}</Text>
    </Text>
  );
}

/**
 * "User Management" in the terminal: type to search, arrows to move, Enter to
 * open a user; there ←/→ pick a role, Space toggles it, d disables or enables
 * the account after a y/N confirmation, Esc goes back (and leaves from the list).
 */
export function UsersScreen({ t, search, toggleRole, setDisabled, onExit, pageSize = 12 }: UsersScreenProps) {
  const [readText, setText, text] = useLatestState('');
  // Every change of the search text asks again; only the newest answer is shown, and the list stays on an error.
  const found = useAsync(() => search(text), text);
  // Changes made here (roles, disabled), by user id, over what the search answered.
  const [changed, setChanged] = useState<Record<string, Partial<AdminUser>>>({});
  const listed = found.state.status === 'ready' ? found.state.value : found.last;
  const users = listed?.map((user) => ({ ...user, ...changed[user.id] })) ?? null;
  const cursor = useCursor(users?.length ?? 0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [roleIndex, setRoleIndex] = useState(0);
  // A y/N question before a change that is hard to take back: disabling (or enabling) the account, or removing a role.
  const [confirming, setConfirming] = useState<
    { kind: 'disable' } | { kind: 'revoke'; role: RoleNumber } | null
  >(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const error = actionError ?? (found.state.status === 'error' ? found.state.message : null);

  const open = users?.find((user) => user.id === openId) ?? null;
  const replace = (updated: Partial<AdminUser> & { id: string }) =>
    setChanged((all) => ({ ...all, [updated.id]: { ...all[updated.id], ...updated } }));
  const run = <T,>(work: Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setActionError(null);
    setNotice(null);
    work.then(done, (cause: unknown) => setActionError(messageOf(cause))).finally(() => setBusy(false));
  };

  useInput((input, key) => {
    if (busy) return;
    if (key.ctrl && input === 'c') {
      onExit();
      return;
    }
    if (open && confirming) {
      setConfirming(null);
      if (input.toLowerCase() !== 'y') return;
      if (confirming.kind === 'revoke') {
        run(toggleRole(open, confirming.role), (roles) => replace({ id: open.id, roles }));
        return;
      }
      const disabled = !open.disabled;
      run(setDisabled(open, disabled), (user) => {
        replace(user);
        setNotice(
          t(disabled ? 'user.manage.disabledDone' : 'user.manage.enabledDone', { email: user.email }),
        );
      });
      return;
    }
    if (open) {
      if (key.escape) {
        setOpenId(null);
        setNotice(null);
        setActionError(null);
      } else if (key.leftArrow || key.upArrow) setRoleIndex((index) => Math.max(0, index - 1));
      else if (key.rightArrow || key.downArrow)
        setRoleIndex((index) => Math.min(ALL_ROLES.length - 1, index + 1));
      else if (input === ' ') {
        const role = ALL_ROLES[roleIndex];
        if (role === undefined) return;
        // Granting is one key; removing a role (an administrator's own 99 included) asks first (issue 24 item 19).
        if (open.roles.includes(role)) setConfirming({ kind: 'revoke', role });
        else run(toggleRole(open, role), (roles) => replace({ id: open.id, roles }));
      } else if (input === 'd') setConfirming({ kind: 'disable' });
      return;
    }
    if (key.escape) onExit();
    else if (key.upArrow) cursor.move(-1);
    else if (key.downArrow) cursor.move(1);
    else if (key.return) {
      const chosen = users?.[cursor.index];
      if (chosen) {
        setOpenId(chosen.id);
        setRoleIndex(0);
      }
    } else {
      const next = editText(readText(), input, key);
      if (next === readText()) return;
      setText(next);
      setActionError(null);
      cursor.reset();
    }
  });

  if (open)
    return (
      <Box flexDirection="column">
        <Text bold>{`${t('user.manage.title')}: ${open.email}`}</Text>
        <Text dimColor>{t('user.manage.userHelp')}</Text>
        <Text>{`${t('user.view.fields.status')}: ${t(`user.status.${statusOf(open)}`)}`}</Text>
        <Box marginTop={1} flexDirection="column">
          {ALL_ROLES.map((role, index) => (
            <Text key={role} color={index === roleIndex ? 'cyan' : undefined} bold={index === roleIndex}>
              {`${open.roles.includes(role) ? '[x]' : '[ ]'} ${roleLabel(role, t)}`}
            </Text>
          ))}
        </Box>
        {confirming ? (
          <Text color="yellow">
            {confirming.kind === 'revoke'
              ? t('user.manage.confirmRevoke', { role: roleLabel(confirming.role, t), email: open.email })
              : t(open.disabled ? 'user.manage.confirmEnable' : 'user.manage.confirmDisable', {
                  email: open.email,
                })}{' '}
            {t('prompt.yesNo')}
          </Text>
        ) : null}
        {busy ? <Text dimColor>…</Text> : null}
        {notice ? <Text color="green">{notice}</Text> : null}
        {error ? <Text color="red">{error}</Text> : null}
      </Box>
    );
  return (
    <Box flexDirection="column">
      <Text bold>{t('user.manage.title')}</Text>
      <Text dimColor>{t('user.manage.help')}</Text>
      <Text>
        <Text color="cyan">{`${t('user.manage.search')}: `}</Text>
        {text}
      </Text>
      {error ? <Text color="red">{error}</Text> : null}
      <Box marginTop={1} flexDirection="column">
        {users === null ? <Text dimColor>…</Text> : null}
        {users?.length === 0 ? <Text>{t('common:noResults')}</Text> : null}
        {users?.length ? (
          <SelectableList
            items={users}
            selected={cursor.index}
            getKey={(user) => user.id}
            renderItem={(user, selected) => <UserLine user={user} selected={selected} t={t} />}
            pageSize={pageSize}
          />
        ) : null}
      </Box>
    </Box>
  );
}
