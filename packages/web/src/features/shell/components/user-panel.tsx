import { LAYOUT } from '@ailab/core/layout/layout-constants';
import { ROLE } from '@ailab/core/roles/roles';
import type { UserInfo } from '@ailab/core/session/session';
import { fullName } from '@ailab/core/session/session';
import * as Dialog from '@radix-ui/react-dialog';
import {
  CircleHelp,
  ListChecks,
  LogOut,
  type LucideIcon,
  Rss,
  ScrollText,
  Settings,
  SlidersHorizontal,
  UserPlus,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LanguageList } from '../../../components/language-list';
import { Avatar } from '../../../components/ui/avatar';
import { IconButton } from '../../../components/ui/icon-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth, useAuthController } from '../../../hooks/use-auth';
import { useLayoutState } from '../../../hooks/use-layout-state';
import { focusTrigger, SHELL_IDS } from './shell-ids';
import { visibleFunctionTags } from './user-tags';

/** One link of the user panel: an icon and a label; following it closes the panel. */
function PanelLink({
  to,
  icon: Icon,
  onOpen,
  children,
}: {
  to: string;
  icon: LucideIcon;
  onOpen(): void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      onClick={onOpen}
      className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-surface-muted"
    >
      <Icon aria-hidden="true" className="size-5 text-ink-subtle" />
      {children}
    </Link>
  );
}

/** Spec §2 user panel: 300px from the right with the user's card, Profile Settings and Sign out. */
export function UserPanel({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['web', 'menu', 'auth', 'users']);
  const navigate = useNavigate();
  const controller = useAuthController();
  const { user } = useAuth();
  const { userPanelOpen, setUserPanelOpen } = useLayoutState();
  const [signingOut, setSigningOut] = useState(false);
  const name = fullName(info);
  const role = info.role
    ? t(`auth:roles.${info.role}`, { defaultValue: info.role })
    : t('web:shell.rolePlaceholder');
  const tags = visibleFunctionTags(info.function, role, (key, fallback) =>
    t(key, { defaultValue: fallback }),
  );

  const isAdmin = user?.roles.includes(ROLE.admin) ?? false;
  const close = () => setUserPanelOpen(false);

  const signOut = async () => {
    setSigningOut(true);
    await controller.logout();
    setUserPanelOpen(false);
    setSigningOut(false);
    navigate(paths.home, { replace: true });
  };

  return (
    <Dialog.Root open={userPanelOpen} onOpenChange={setUserPanelOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim backdrop-blur-[1px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="user-panel"
          // Focus the first action rather than the close button, whose tooltip would open on focus.
          onOpenAutoFocus={(event) => {
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('nav a');
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => focusTrigger(SHELL_IDS.avatarButton, event)}
          style={{ width: LAYOUT.userPanelWidthPx }}
          className="fixed inset-y-0 right-0 z-50 flex max-w-[100vw] flex-col border-l border-line bg-surface shadow-2xl outline-none data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right"
        >
          <div className="flex items-center justify-between px-4" style={{ height: LAYOUT.headerHeightPx }}>
            <Dialog.Title className="text-sm font-semibold text-ink-subtle">
              {t('web:shell.accountTitle')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton
                label={t('web:shell.closeUserPanel')}
                onTooltipEscape={() => setUserPanelOpen(false)}
              >
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('web:shell.accountDescription')}</Dialog.Description>
          <div className="flex flex-col items-center border-b border-line px-6 pb-6 text-center">
            <Avatar photoUrl={info.photo_url} name={name} className="size-20 text-2xl" />
            <p data-testid="user-panel-name" className="mt-3 text-lg font-semibold text-ink">
              {name ?? t('web:shell.userNamePlaceholder')}
            </p>
            <p className="max-w-full truncate text-sm text-ink-subtle">
              {info.email || t('web:shell.emailPlaceholder')}
            </p>
            <p
              data-testid="user-panel-role"
              className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-200"
            >
              {role}
            </p>
            {tags.length > 0 ? (
              <ul
                aria-label={t('web:shell.functions')}
                data-testid="user-panel-tags"
                className="mt-3 flex flex-wrap justify-center gap-1.5"
              >
                {tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-xs text-ink-subtle">{t('web:shell.noFunctions')}</p>
            )}
          </div>
          <nav aria-label={t('web:shell.accountTitle')} className="flex flex-col gap-1 p-3">
            <PanelLink to={paths.ailab.profileSettings} icon={Settings} onOpen={close}>
              {t('menu:profileSettings')}
            </PanelLink>
            <PanelLink to={paths.ailab.help()} icon={CircleHelp} onOpen={close}>
              {t('users:help.title')}
            </PanelLink>
            {isAdmin ? (
              <>
                <PanelLink to={paths.admin.appSettings} icon={SlidersHorizontal} onOpen={close}>
                  {t('users:settings.title')}
                </PanelLink>
                <PanelLink to={paths.admin.jobs} icon={ListChecks} onOpen={close}>
                  {t('users:jobs.title')}
                </PanelLink>
                <PanelLink to={paths.admin.audit} icon={ScrollText} onOpen={close}>
                  {t('users:audit.title')}
                </PanelLink>
                <PanelLink to={paths.admin.newsSources} icon={Rss} onOpen={close}>
                  {t('users:panel.newsSources')}
                </PanelLink>
                <PanelLink to={paths.admin.accessRequests} icon={UserPlus} onOpen={close}>
                  {t('users:access.queue.title')}
                </PanelLink>
              </>
            ) : null}
            <button
              type="button"
              onClick={() => void signOut()}
              disabled={signingOut}
              className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-danger hover:bg-danger-soft"
            >
              {signingOut ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" className="size-5" />}
              {t('menu:signOut')}
            </button>
          </nav>
          <div className="mt-auto border-t border-line p-4">
            <LanguageList />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
