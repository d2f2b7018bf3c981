import { useEffect, useRef, useState } from 'react';

/** Where a load is: waiting, failed (with the error's message), or answered. */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: T };

/** How {@link useAsync} loads. */
export interface UseAsyncOptions {
  /** Waits this long after the key changes before loading, so typing a word sends one request. */
  debounceMs?: number;
  /** While a newer load runs, an answered state stays on screen instead of turning to loading. */
  keepPrevious?: boolean;
}

/** What {@link useAsync} answers: the state, the latest answered value (of any key), and a way to load again. */
export interface AsyncResult<T> {
  state: AsyncState<T>;
  /** The newest value any load answered, kept through later loads and errors (a list on screen). */
  last: T | undefined;
  retry: () => void;
}

export const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * The async state of every Ink screen: runs `load` when `key` changes (null
 * loads nothing and answers loading), the newest load wins (an older answer,
 * or one after unmount, is dropped), and `retry()` runs it again. Until the
 * load for the current key answers, the state reads as loading (or, with
 * `keepPrevious`, as the previous answer), so a switched tab never shows the
 * previous tab's list for a frame.
 *
 * @example
 * ```tsx
 * const { state, retry } = useAsync(() => loadTab(tab), tab);
 * useInput((input) => { if (input === 'r' && state.status === 'error') retry(); });
 * return <AsyncView state={state} loading={t('…loading')} retryHint={t('…retry')}>{(lines) => …}</AsyncView>;
 * ```
 */
export function useAsync<T>(
  load: (() => Promise<T>) | null,
  key: string,
  options: UseAsyncOptions = {},
): AsyncResult<T> {
  const [result, setResult] = useState<{ key: string; state: AsyncState<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [last, setLast] = useState<T | undefined>(undefined);
  const loadRef = useRef(load);
  loadRef.current = load;
  const { debounceMs = 0, keepPrevious = false } = options;
  const active = load !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches; `load` is a new closure every render
  useEffect(() => {
    const current = loadRef.current;
    if (!current) {
      setResult(null);
      return;
    }
    let live = true;
    const run = () =>
      current().then(
        (value) => {
          if (!live) return;
          setResult({ key, state: { status: 'ready', value } });
          setLast(value);
        },
        (cause: unknown) => {
          if (live) setResult({ key, state: { status: 'error', message: messageOf(cause) } });
        },
      );
    const timer = debounceMs > 0 ? setTimeout(run, debounceMs) : undefined;
    if (!timer) run();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [key, attempt, active, debounceMs]);
  const retry = () => {
    setResult(null);
    setAttempt((count) => count + 1);
  };
  if (!active) return { state: { status: 'loading' }, last, retry };
  if (result?.key === key) return { state: result.state, last, retry };
  if (keepPrevious && result?.state.status === 'ready') return { state: result.state, last, retry };
  return { state: { status: 'loading' }, last, retry };
}
