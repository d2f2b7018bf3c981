import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { ALL_ROLES, type RoleNumber } from '@ailab/core/roles/roles';
import { Box, Text, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../i18n/translator';
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
}

const statusOf = (user: AdminUser) => (user.disabled ? 'disabled' : user.password_set ? 'active' : 'invited');

function UserLine({ user, selected, t }: { user: AdminUser; selected: boolean; t: Translate }) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.user_name;
  return (
    <Text color={selected ? 'cyan' : undefined}>
      {selected ? '❯ ' : '  '}
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
export function UsersScreen({ t, search, toggleRole, setDisabled, onExit }: UsersScreenProps) {
  const [text, setText] = useState('');
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [cursor, setCursor] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [roleIndex, setRoleIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef(0);

  // Every change of the search text asks again; only the newest answer is shown.
  useEffect(() => {
    const ticket = latest.current + 1;
    latest.current = ticket;
    search(text).then(
      (found) => {
        if (latest.current !== ticket) return;
        setUsers(found);
        setCursor(0);
        setError(null);
      },
      (cause: unknown) => {
        if (latest.current === ticket) setError(cause instanceof Error ? cause.message : String(cause));
      },
    );
  }, [text, search]);

  const open = users?.find((user) => user.id === openId) ?? null;
  const replace = (updated: Partial<AdminUser> & { id: string }) =>
    setUsers(
      (list) => list?.map((user) => (user.id === updated.id ? { ...user, ...updated } : user)) ?? null,
    );
  const run = <T,>(work: Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    work
      .then(done, (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)))
      .finally(() => setBusy(false));
  };

  useInput((input, key) => {
    if (busy) return;
    if (key.ctrl && input === 'c') {
      onExit();
      return;
    }
    if (open && confirming) {
      setConfirming(false);
      if (input.toLowerCase() !== 'y') return;
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
        setError(null);
      } else if (key.leftArrow) setRoleIndex((index) => Math.max(0, index - 1));
      else if (key.rightArrow) setRoleIndex((index) => Math.min(ALL_ROLES.length - 1, index + 1));
      else if (input === ' ') {
        const role = ALL_ROLES[roleIndex];
        if (role === undefined) return;
        run(toggleRole(open, role), (roles) => replace({ id: open.id, roles }));
      } else if (input === 'd') setConfirming(true);
      return;
    }
    if (key.escape) onExit();
    else if (key.upArrow) setCursor((index) => Math.max(0, index - 1));
    else if (key.downArrow) setCursor((index) => Math.min(Math.max((users?.length ?? 1) - 1, 0), index + 1));
    else if (key.return) {
      const chosen = users?.[cursor];
      if (chosen) {
        setOpenId(chosen.id);
        setRoleIndex(0);
      }
    } else setText((current) => editText(current, input, key));
  });

  if (open)
    return (
      <Box flexDirection="column">
        <Text bold>{`${t('user.manage.title')}: ${open.email}`}</Text>
        <Text dimColor>{t('user.manage.userHelp')}</Text>
        <Text>{`${t('user.view.fields.status')}: ${t(`user.status.${statusOf(open)}`)}`}</Text>
        <Box marginTop={1}>
          {ALL_ROLES.map((role, index) => (
            <Text key={role} color={index === roleIndex ? 'cyan' : undefined} bold={index === roleIndex}>
              {`${open.roles.includes(role) ? '[x]' : '[ ]'} ${role}  `}
            </Text>
          ))}
        </Box>
        {confirming ? (
          <Text color="yellow">
            {t(open.disabled ? 'user.manage.confirmEnable' : 'user.manage.confirmDisable', {
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
        {users?.map((user, index) => (
          <UserLine key={user.id} user={user} selected={index === cursor} t={t} />
        ))}
      </Box>
    </Box>
  );
}
