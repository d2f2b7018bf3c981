import { useQueries } from '@tanstack/react-query';
import { ExternalLink, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useServices } from '../../../hooks/use-services';
import { areaOfPath } from '../../../lib/notification-href';
import { type SearchHit, searchGroupsFor, sectionHits } from './search-groups';

interface SearchPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  initialQuery: string;
  userRoles: readonly number[];
  areaCode: string;
}

interface ShownGroup {
  key: string;
  hits: SearchHit[];
  state: 'pending' | 'error' | 'success';
}

function HitBody({ hit }: { hit: SearchHit }) {
  return (
    <span className="min-w-0">
      <span className="block font-medium text-ink">{hit.label}</span>
      {hit.detail ? <span className="block truncate text-xs text-ink-subtle">{hit.detail}</span> : null}
    </span>
  );
}

/**
 * The search palette (⌘K / Ctrl+K, or "Search everything" from the phone's header search): the menu's
 * sections and, from two characters, content grouped by kind, each group from its domain's own search
 * endpoint with the caller's roles. Arrow keys move through every hit, Enter opens it, Escape closes.
 * A lazy chunk: nothing of it loads until it is first opened.
 */
export function SearchPalette({ open, onOpenChange, initialQuery, userRoles, areaCode }: SearchPaletteProps) {
  const { t } = useTranslation(['search', 'menu']);
  const { api } = useServices();
  const area = areaOfPath(useLocation().pathname);
  const [text, setText] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim());
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const groups = searchGroupsFor(userRoles, area);
  const searching = query.length >= 2;
  const answers = useQueries({
    queries: groups.map((group) => ({
      queryKey: ['search-palette', group.key, query],
      queryFn: () => group.search(api, query),
      enabled: open && searching,
      retry: false,
      staleTime: 30_000,
    })),
  });
  const sections: ShownGroup = {
    key: 'sections',
    hits: sectionHits(userRoles, areaCode, text, (key) => t(key)),
    state: 'success',
  };
  const shown: ShownGroup[] = [
    sections,
    ...groups.map((group, index): ShownGroup => {
      const answer = answers[index];
      return {
        key: group.key,
        hits: answer?.data ?? [],
        state: !searching ? 'success' : (answer?.status ?? 'pending'),
      };
    }),
  ].filter((group) => group.hits.length > 0 || (searching && group.state !== 'success'));
  const flat = shown.flatMap((group) => group.hits.map((hit) => ({ group: group.key, hit })));
  const current = Math.min(active, Math.max(0, flat.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;
  const stillSearching = searching && shown.some((group) => group.state === 'pending');

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === 'Enter' && flat.length > 0) {
      event.preventDefault();
      document.getElementById(optionId(current))?.click();
    }
  }

  let index = -1;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('palette.title')}
      description={t('palette.description')}
      hideDescription
      data-testid="search-palette"
      initialFocus={inputRef}
    >
      <label className="relative block">
        <span className="sr-only">{t('palette.inputLabel')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-expanded={flat.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          className="h-11 w-full min-w-0 rounded-lg border border-line bg-surface-muted pr-3 pl-9 text-base text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-surface focus:outline-none"
        />
      </label>
      <div id={listId} role="listbox" aria-label={t('palette.title')} className="min-h-24 space-y-4">
        {shown.map((group) => (
          // A listbox's options are grouped with role="group" (WAI-ARIA); a fieldset is for form controls.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
            <p
              id={`${listId}-${group.key}`}
              className="px-2 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
            >
              {t(`groups.${group.key}`)}
            </p>
            {group.state === 'error' ? (
              <p className="px-2 text-sm text-danger">{t('palette.failed')}</p>
            ) : null}
            {group.hits.map((hit) => {
              index += 1;
              const mine = index;
              const selected = mine === current;
              const className = `flex items-start gap-2 rounded-lg px-2 py-2 text-sm ${selected ? 'bg-surface-muted ring-2 ring-brand-500' : 'hover:bg-surface-muted'}`;
              return hit.external ? (
                <a
                  key={`${group.key}:${hit.id}`}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={selected}
                  href={hit.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  tabIndex={-1}
                  className={className}
                  onMouseEnter={() => setActive(mine)}
                >
                  <HitBody hit={hit} />
                  <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
                </a>
              ) : (
                <Link
                  key={`${group.key}:${hit.id}`}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={selected}
                  to={hit.href}
                  tabIndex={-1}
                  className={className}
                  onMouseEnter={() => setActive(mine)}
                  onClick={() => onOpenChange(false)}
                >
                  <HitBody hit={hit} />
                </Link>
              );
            })}
          </div>
        ))}
        <p role="status" className="px-2 text-sm text-ink-subtle">
          {!searching && flat.length === 0
            ? t('palette.hint')
            : stillSearching
              ? t('palette.searching')
              : flat.length === 0
                ? t('palette.noResults')
                : ''}
        </p>
      </div>
    </Dialog>
  );
}
