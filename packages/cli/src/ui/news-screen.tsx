import type { NewsArticle, NewsSearchResult } from '@ailab/core/contract/news/news.schemas';
import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import { Box, Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Translate } from '../i18n/translator';
import { SelectableList } from './kit/selectable-list';
import { useAsync } from './kit/use-async';
import { useCursor } from './kit/use-cursor';
import { useLatestState } from './kit/use-latest-state';
import { editText } from './text-input';

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

/**
 * "AI Agent News" in the terminal: results update as you type, arrows move,
 * Enter opens the article (or leaves and prints its link off a desktop), Tab
 * and Shift+Tab pick the source, Esc leaves.
 */
export function NewsScreen(props: NewsScreenProps) {
  const { t, openLink, onExit, pageSize = 8 } = props;
  const [readQuery, setQuery, query] = useLatestState('');
  const [readSourceId, setSourceId, sourceId] = useLatestState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { search, debounceMs = 200 } = props;
  const request: NewsScreenSearch = { query: asYouType(query), sourceId };
  // Searched as you type (debounced), the newest request winning; the last results stay while the next loads.
  const { state: status } = useAsync(() => search(request), `${request.query}\u0000${sourceId ?? ''}`, {
    debounceMs,
    keepPrevious: true,
  });
  // The sources of the first answer, read through a ref so Tab works in a handler of an earlier render too.
  const sourcesRef = useRef<NewsSearchResult['sources']>([]);
  if (status.status === 'ready' && sourcesRef.current.length === 0) sourcesRef.current = status.value.sources;
  const sources = sourcesRef.current;
  const items = status.status === 'ready' ? status.value.items : [];
  const cursor = useCursor(items.length);
  const at = cursor.index;

  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) return onExit(null);
    if (key.upArrow) return cursor.move(-1);
    if (key.downArrow) return cursor.move(1);
    if (key.tab) {
      const ids = [null, ...sourcesRef.current.map((source) => source.id)];
      const step = key.shift ? ids.length - 1 : 1;
      setSourceId(ids[(ids.indexOf(readSourceId()) + step) % ids.length] ?? null);
      cursor.reset();
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
      cursor.reset();
      setNote(null);
    }
  });

  const sourceName = sources.find((source) => source.id === sourceId)?.name ?? t('news:web.allSources');
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
      {status.status === 'error' ? <Text color="red">{status.message}</Text> : null}
      {status.status === 'loading' ? <Text dimColor>{t('news:cli.screen.loading')}</Text> : null}
      {status.status === 'ready' ? (
        <Text dimColor>
          {t('news:web.resultCount', { count: status.value.total })}
          {status.value.capped ? ` · ${t('news:cli.capped')}` : ''}
        </Text>
      ) : null}
      {status.status === 'ready' && items.length === 0 ? <Text>{t('common:noResults')}</Text> : null}
      <Box flexDirection="column" marginTop={1}>
        <SelectableList
          items={items}
          selected={at}
          getKey={(article) => article.id}
          pageSize={pageSize}
          renderItem={(article, selected) => (
            <>
              <Text color={selected ? 'cyan' : undefined} wrap="truncate-end">
                {article.title}{' '}
                <Text dimColor>{`· ${article.source.name} · ${article.published_at.slice(0, 10)}`}</Text>
              </Text>
              {selected ? (
                <Box paddingLeft={2} flexDirection="column">
                  <SnippetText snippet={article.snippet} />
                  <Text color="blue" wrap="truncate-end">
                    {article.url}
                  </Text>
                </Box>
              ) : null}
            </>
          )}
        />
      </Box>
      {note ? <Text color="green">{note}</Text> : null}
    </Box>
  );
}
