import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  label: string;
  sorted: false | 'asc' | 'desc';
  onToggle: () => void;
}

/** A column header that sorts by its column: ascending first, then descending. */
export function SortHeader({ label, sorted, onToggle }: SortHeaderProps) {
  const { t } = useTranslation();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onToggle}
      title={t('common:list.sortBy', { column: label })}
      className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {label}
      <Icon
        aria-hidden="true"
        className={sorted ? 'size-3.5 text-brand-600 dark:text-brand-400' : 'size-3.5 opacity-50'}
      />
    </button>
  );
}
