import { Link } from 'react-router-dom';
import { MenuIcon } from '../../../components/menu-icon';
import { cn } from '../../../components/ui/cn';

interface SideMenuLinkProps {
  href: string;
  icon: string;
  label: string;
  active: boolean;
  onChoose: () => void;
}

/** A top-level menu link; the current one is highlighted and marked aria-current. */
export function SideMenuLink({ href, icon, label, active, onChoose }: SideMenuLinkProps) {
  return (
    <Link
      to={href}
      onClick={onChoose}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
        active
          ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200'
          : 'text-ink-muted hover:bg-surface-muted',
      )}
    >
      <MenuIcon
        name={icon}
        className={cn('size-5', active ? 'text-brand-600 dark:text-brand-300' : 'text-ink-subtle')}
      />
      <span className="truncate">{label}</span>
    </Link>
  );
}
