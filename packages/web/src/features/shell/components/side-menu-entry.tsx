import type { MenuEntry } from '@ailab/core/menu/menu-table';
import { menuHref } from '@ailab/core/menu/visible-menu';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../../components/menu-icon';
import { cn } from '../../../components/ui/cn';
import { SideMenuLink } from './side-menu-link';

interface SideMenuEntryProps {
  entry: MenuEntry;
  areaCode: string;
  active: boolean;
  onChoose: (key: string) => void;
}

/** One menu entry; entries with submenus expand and collapse, starting open when they hold the current page. */
export function SideMenuEntry({ entry, areaCode, active, onChoose }: SideMenuEntryProps) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(active);
  const listId = useId();
  const label = t(entry.label);

  if (!entry.submenus || entry.submenus.length === 0) {
    return (
      <li>
        <SideMenuLink
          href={menuHref(entry.path, areaCode)}
          icon={entry.icon}
          label={label}
          active={active}
          onChoose={() => onChoose(entry.key)}
        />
      </li>
    );
  }

  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors',
          active ? 'text-brand-700 dark:text-brand-200' : 'text-ink-muted hover:bg-surface-muted',
        )}
      >
        <MenuIcon
          name={entry.icon}
          className={cn('size-5', active ? 'text-brand-600 dark:text-brand-300' : 'text-ink-subtle')}
        />
        <span className="flex-1 truncate">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 text-ink-subtle transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-1 ml-5 space-y-1 border-l border-line pl-3">
        {entry.submenus.map((item) => {
          const href = menuHref(item.path, areaCode);
          const current = pathname === href;
          return (
            <li key={item.key}>
              <Link
                to={href}
                onClick={() => onChoose(item.key)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-lg px-3 py-2 text-sm transition-colors',
                  current
                    ? 'bg-brand-50 font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-200'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
