import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorModeToggle } from '../../../components/color-mode-toggle';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useBootShellRemoval } from '../../../hooks/use-boot-shell-removal';
import { useDocumentTitle } from '../../../hooks/use-document-title';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in screens: a centred card on a soft brand background. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('web');
  useDocumentTitle(title);
  // Takes the place of index.html's static sign-in card of `/login` (lib/boot-shell.ts).
  useBootShellRemoval();
  return (
    <div className="relative flex min-h-dvh w-full flex-col bg-gradient-to-br from-brand-50 via-white to-accent-50 dark:from-canvas dark:via-canvas dark:to-brand-950">
      <header className="flex h-16 items-center justify-between px-4 sm:px-8">
        <Logo to={paths.home} />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ColorModeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <div className="rounded-panel border border-line bg-surface/90 p-6 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-ink-muted">{subtitle}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
          <p className="sr-only">{t('auth.secureNote')}</p>
        </div>
      </main>
    </div>
  );
}
