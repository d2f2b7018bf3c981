import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '../../../components/menu-icon';

interface QuickLinkProps {
  href: string;
  icon: string;
  label: string;
  detail?: string;
}

/** A card link to one of the user's menu destinations. */
export function QuickLink({ href, icon, label, detail }: QuickLinkProps) {
  return (
    <Link
      to={href}
      className="group flex h-full items-center gap-3 rounded-card border border-line p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-raised dark:hover:border-brand-700"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
        <MenuIcon name={icon} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{label}</span>
        {detail ? <span className="mt-0.5 block text-xs text-pretty text-ink-subtle">{detail}</span> : null}
      </span>
      <ArrowUpRight
        aria-hidden="true"
        className="size-4 text-line-strong transition group-hover:text-brand-500"
      />
    </Link>
  );
}
