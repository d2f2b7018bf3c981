import type { NewsArticle, NewsSearchResult } from '@ailab/core/contract/news/news.schemas';
import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import { Box, Text, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../i18n/translator';
import { editText } from './text-input';
import { useLatestState } from './use-latest-state';

/** What the screen asks for: text (may be blank) and one source id or none. */
export interface NewsScreenSearch {
  query: string;
  sourceId: string | null;
}

/** Props of {@link NewsScreen}. */
export interface NewsScreenProps {
  t: Translate;
  search: (request: NewsScreenSearch) => Promise<NewsSearchResult>;
  /** Opens a link on this desktop; absent off a desktop, where Enter leaves and the link is printed. */
  openLink?: (url: string) => Promise<boolean>;
  /** Leaves the screen, with the article whose link should be printed, if any. */
  onExit: (chosen: NewsArticle | null) => void;
  /** Pause after a key before searching, so typing a word sends one request. */
  debounceMs?: number;
  /** Results shown at once; the list scrolls with the cursor. */
  pageSize?: number;
}

/**
 * What is typed, searched as you type: the word being typed is a prefix
 * (`memory lay` finds "memory layer"), unless it is inside a phrase or an
 * exclusion, or the text ends with a space or a `*` already.
 */
export function asYouType(text: string): string {
  const query = text.trim();
  const quotes = (query.match(/"/g) ?? []).length;
  const last = query.split(/\s+/).at(-1) ?? '';
  if (text !== text.trimEnd() || quotes % 2 === 1 || last.startsWith('-') || last.startsWith('"'))
    return query;
  return /[\p{L}\p{N}]{2}$/u.test(query) ? `${query}*` : query;
}

type Status =
  | { kind: 'loading' }
  | { kind: 'ready'; result: NewsSearchResult }
  | { kind: 'error'; message: string };

function SnippetText({ snippet }: { snippet: Snippet }) {
  return (
    <Text dimColor wrap="truncate-end">
      {snippet.map((piece, index) =>
        piece.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces never move
          <Text key={index} bold color="yellow">
            {piece.text}
          </Text>
        ) : (
          piece.text
        ),
      )}
    </Text>
  );
}

/** The search's answers for what was typed, newest request winning. */
function useNewsResults(props: NewsScreenProps, request: NewsScreenSearch) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const sequence = useRef(0);
  const { search, debounceMs = 200 } = props;
  useEffect(() => {
    sequence.current += 1;
    const mine = sequence.current;
    setStatus((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    const timer = setTimeout(() => {
      search(request).then(
        (result) => {
          if (mine === sequence.current) setStatus({ kind: 'ready', result });
        },
        (cause: unknown) => {
          if (mine === sequence.current)
            setStatus({ kind: 'error', message: cause instanceof Error ? cause.message : String(cause) });
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [search, request, debounceMs]);
  return status;
}

/**
 * "AI Agent News" in the terminal: results update as you type, arrows move,
 * Enter opens the article (or leaves and prints its link off a desktop), Tab
 * and Shift+Tab pick the source, Esc leaves.
 */
export function NewsScreen(props: NewsScreenProps) {
  const { t, openLink, onExit, pageSize = 8 } = props;
  const [readQuery, setQuery, query] = useLatestState('');
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [cursor, setCursor] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const [request, setRequest] = useState<NewsScreenSearch>({ query: '', sourceId: null });
  useEffect(() => setRequest({ query: asYouType(query), sourceId }), [query, sourceId]);
  const status = useNewsResults(props, request);
  const [sources, setSources] = useState<NewsSearchResult['sources']>([]);
  useEffect(() => {
    if (status.kind === 'ready' && sources.length === 0) setSources(status.result.sources);
  }, [status, sources.length]);
  const items = status.kind === 'ready' ? status.result.items : [];
  const at = Math.min(cursor, Math.max(items.length - 1, 0));

  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) return onExit(null);
    if (key.upArrow) return setCursor(Math.max(at - 1, 0));
    if (key.downArrow) return setCursor(Math.min(at + 1, Math.max(items.length - 1, 0)));
    if (key.tab) {
      const ids = [null, ...sources.map((source) => source.id)];
      const step = key.shift ? ids.length - 1 : 1;
      setSourceId(ids[(ids.indexOf(sourceId) + step) % ids.length] ?? null);
      setCursor(0);
      return;
    }
    if (key.return) {
      const article = items[at];
      if (!article) return;
      if (!openLink) return onExit(article);
      openLink(article.url).then(
        (opened) =>
          setNote(
            opened ? t('news:cli.screen.opened', { url: article.url }) : t('news:cli.screen.cannotOpen'),
          ),
        () => setNote(t('news:cli.screen.cannotOpen')),
      );
      return;
    }
    const next = editText(readQuery(), input, key);
    if (next !== readQuery()) {
      setQuery(next);
      setCursor(0);
      setNote(null);
    }
  });

  const sourceName = sources.find((source) => source.id === sourceId)?.name ?? t('news:web.allSources');
  const first = Math.max(0, Math.min(at - Math.floor(pageSize / 2), items.length - pageSize));
  const shown = items.slice(first, first + pageSize);
  return (
    <Box flexDirection="column">
      <Text bold>{t('news:cli.screen.title')}</Text>
      <Text dimColor>{t(openLink ? 'news:cli.screen.help' : 'news:cli.screen.helpPrint')}</Text>
      <Box marginTop={1}>
        <Text>
          {t('news:web.searchLabel')}: <Text color="cyan">{query}</Text>
          <Text inverse> </Text>
          {'  '}
          <Text dimColor>{`${t('news:web.source')}: `}</Text>
          <Text color="magenta">{sourceName}</Text>
        </Text>
      </Box>
      {status.kind === 'error' ? <Text color="red">{status.message}</Text> : null}
      {status.kind === 'loading' ? <Text dimColor>{t('news:cli.screen.loading')}</Text> : null}
      {status.kind === 'ready' ? (
        <Text dimColor>
          {t('news:web.resultCount', { count: status.result.total })}
          {status.result.capped ? ` · ${t('news:cli.capped')}` : ''}
        </Text>
      ) : null}
      {status.kind === 'ready' && items.length === 0 ? <Text>{t('common:noResults')}</Text> : null}
      <Box flexDirection="column" marginTop={1}>
        {shown.map((article, index) => {
          const selected = first + index === at;
          return (
            <Box key={article.id} flexDirection="column">
              <Text color={selected ? 'cyan' : undefined} wrap="truncate-end">
                {selected ? '❯ ' : '  '}
                {article.title}{' '}
                <Text dimColor>{`· ${article.source.name} · ${article.published_at.slice(0, 10)}`}</Text>
              </Text>
              {selected ? (
                <Box paddingLeft={4} flexDirection="column">
                  <SnippetText snippet={article.snippet} />
                  <Text color="blue" wrap="truncate-end">
                    {article.url}
                  </Text>
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {note ? <Text color="green">{note}</Text> : null}
    </Box>
  );
}
