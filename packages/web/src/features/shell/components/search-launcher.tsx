import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SearchPalette = lazy(async () => ({ default: (await import('./search-palette')).SearchPalette }));

interface SearchLauncherProps {
  userRoles: readonly number[];
  areaCode: string;
  /** Text to open the palette with (the phone's header search hands its text over); bump `openKey` to open. */
  request: { openKey: number; query: string };
}

/**
 * Opens the search palette: the desktop header's "Search everything" button, ⌘K / Ctrl+K anywhere in the
 * signed-in app, or a request from the phone's header search. The palette's code loads on first opening.
 */
export function SearchLauncher({ userRoles, areaCode, request }: SearchLauncherProps) {
  const { t } = useTranslation('search');
  const [state, setState] = useState({ open: false, query: '', key: 0 });

  useEffect(() => {
    if (request.openKey > 0) setState((now) => ({ open: true, query: request.query, key: now.key + 1 }));
  }, [request]);

  useEffect(() => {
    function onKey(event: globalThis.KeyboardEvent) {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setState((now) => ({ open: true, query: '', key: now.key + 1 }));
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        data-testid="search-launcher"
        onClick={() => setState((now) => ({ open: true, query: '', key: now.key + 1 }))}
        className="hidden h-9 w-full max-w-xs items-center gap-2 rounded-full border border-line bg-surface-muted px-3 text-sm text-ink-muted hover:border-line-strong md:flex"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="flex-1 text-left">{t('palette.open')}</span>
        <kbd className="rounded border border-line px-1.5 text-xs">{t('palette.shortcut')}</kbd>
      </button>
      {state.key > 0 ? (
        <Suspense fallback={null}>
          <SearchPalette
            key={state.key}
            open={state.open}
            onOpenChange={(open) => setState((now) => ({ ...now, open }))}
            initialQuery={state.query}
            userRoles={userRoles}
            areaCode={areaCode}
          />
        </Suspense>
      ) : null}
    </>
  );
}
