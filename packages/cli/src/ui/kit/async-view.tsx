import { Text } from 'ink';
import type { ReactNode } from 'react';
import type { AsyncState } from './use-async';

/** Props of {@link AsyncView}. */
export interface AsyncViewProps<T> {
  state: AsyncState<T>;
  /** The loading line, translated. */
  loading: string;
  /** The key hint after an error (e.g. "(r to retry)"), when the screen binds a retry key. */
  retryHint?: string;
  children: (value: T) => ReactNode;
}

/** Loading → error (with the retry hint) → content, the same way on every Ink screen. */
export function AsyncView<T>({ state, loading, retryHint, children }: AsyncViewProps<T>) {
  if (state.status === 'loading') return <Text dimColor>{loading}</Text>;
  if (state.status === 'error')
    return (
      <Text color="red">
        {state.message}
        {retryHint ? <Text dimColor>{` ${retryHint}`}</Text> : null}
      </Text>
    );
  return <>{children(state.value)}</>;
}
