import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '../ui/cn';
import { IconButton } from '../ui/icon-button';

interface PublicPhoneMenuProps {
  links: { to: string; label: string }[];
}

/**
 * The public destinations below md, where the header has no room for them: a disclosure button
 * and a panel under the header. Escape closes it (focus back on the button), and so do a choice,
 * a route change and a click elsewhere.
 */
export function PublicPhoneMenu({ links }: PublicPhoneMenuProps) {
  const { t } = useTranslation('web');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="md:hidden">
      <IconButton
        ref={button}
        label={open ? t('public.nav.close') : t('public.nav.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="public-menu-toggle"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </IconButton>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={t('public.nav.label')}
        data-testid="public-menu"
        className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 py-3 shadow-raised"
      >
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-control px-3 py-2.5 text-base font-medium transition-colors',
                    isActive ? 'bg-surface-muted text-link' : 'text-ink hover:bg-surface-muted',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
