import { menuHref, visibleMenu } from '@ailab/core/menu/visible-menu';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface MenuSearchProps {
  userRoles: readonly number[];
  areaCode: string;
  /** Opens the search palette with the typed text (courses, events, reports, …). */
  onSearchEverything?: (query: string) => void;
}

interface SearchHit {
  key: string;
  label: string;
  href: string;
}

/** Spec §1: a search box on small screens only; it finds the menu entries the user may open. */
export function MenuSearch({ userRoles, areaCode, onSearchEverything }: MenuSearchProps) {
  const { t } = useTranslation(['common', 'menu', 'search']);
  const [query, setQuery] = useState('');
  const listId = useId();
  const needle = query.trim().toLocaleLowerCase();
  const hits: SearchHit[] = visibleMenu(userRoles).flatMap((entry) => [
    { key: entry.key, label: t(entry.label), href: menuHref(entry.path, areaCode) },
    ...(entry.submenus ?? []).map((item) => ({
      key: `${entry.key}.${item.key}`,
      label: `${t(entry.label)} · ${t(item.label)}`,
      href: menuHref(item.path, areaCode),
    })),
  ]);
  const matches = needle === '' ? [] : hits.filter((hit) => hit.label.toLocaleLowerCase().includes(needle));

  return (
    <search className="relative md:hidden" data-testid="top-bar-search">
      <label className="relative block">
        <span className="sr-only">{t('common:search')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setQuery('')}
          placeholder={t('common:search')}
          aria-controls={needle ? listId : undefined}
          className="h-9 w-full min-w-0 rounded-full border border-line bg-surface-muted pr-3 pl-9 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-surface focus:outline-none"
        />
      </label>
      {needle ? (
        <div
          id={listId}
          className="absolute top-11 right-0 left-0 z-40 overflow-hidden rounded-xl border border-line bg-surface shadow-lg"
        >
          {onSearchEverything ? (
            <button
              type="button"
              data-testid="search-everything"
              onClick={() => {
                onSearchEverything(query.trim());
                setQuery('');
              }}
              className="block w-full border-b border-line px-4 py-2.5 text-left text-sm font-medium text-link hover:bg-surface-muted"
            >
              {t('search:palette.everything', { query: query.trim() })}
            </button>
          ) : null}
          {matches.length === 0 ? (
            <p role="status" className="px-4 py-3 text-sm text-ink-subtle">
              {t('common:noResults')}
            </p>
          ) : (
            <ul>
              {matches.map((hit) => (
                <li key={hit.key}>
                  <Link
                    to={hit.href}
                    onClick={() => setQuery('')}
                    className="block px-4 py-2.5 text-sm text-ink hover:bg-surface-muted"
                  >
                    {hit.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </search>
  );
}
