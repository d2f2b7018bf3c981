import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from './cn';

interface AvatarProps {
  photoUrl: string | null | undefined;
  name: string | null;
  className?: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round photo, the initials of the name, or a person icon. Decorative: the name is shown beside it. */
export function Avatar({ photoUrl, name, className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const size = className ?? 'size-9 text-sm';
  if (photoUrl && !broken) {
    return (
      <img
        src={photoUrl}
        alt=""
        onError={() => setBroken(true)}
        className={cn('shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-900', size)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100',
        size,
      )}
    >
      {name ? initials(name) : <UserRound className="size-1/2" />}
    </span>
  );
}
