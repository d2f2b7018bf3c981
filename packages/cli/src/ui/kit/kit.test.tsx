import { Text, useInput } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { KEYS, press, settle } from '../../../test/support/ink-keys';
import { AsyncView } from './async-view';
import { SelectableList, visibleWindow } from './selectable-list';
import { useAsync } from './use-async';
import { useCursor } from './use-cursor';

const ITEMS = Array.from({ length: 10 }, (_, index) => `item ${index}`);

function List({ pageSize }: { pageSize?: number }) {
  const cursor = useCursor(ITEMS.length);
  useInput((_input, key) => {
    if (key.downArrow) cursor.move(1);
    if (key.upArrow) cursor.move(-1);
  });
  return (
    <SelectableList
      items={ITEMS}
      selected={cursor.index}
      getKey={(item) => item}
      pageSize={pageSize}
      renderItem={(item) => <Text>{item}</Text>}
    />
  );
}

/** Loads `answers[n]` on the nth attempt (an Error is thrown), showing the state through AsyncView; r retries. */
function Loader({ load }: { load: () => Promise<string> }) {
  const { state, retry } = useAsync(load, 'one');
  useInput((input) => {
    if (input === 'r' && state.status === 'error') retry();
  });
  return (
    <AsyncView state={state} loading="Loading…" retryHint="(r to retry)">
      {(value) => <Text>{`got ${value}`}</Text>}
    </AsyncView>
  );
}

describe('the Ink kit', () => {
  it('keeps the cursor inside the list and scrolls a window of pageSize rows with it', async () => {
    expect(visibleWindow(ITEMS, 0, 3).shown).toEqual(['item 0', 'item 1', 'item 2']);
    expect(visibleWindow(ITEMS, 5, 3).shown).toEqual(['item 4', 'item 5', 'item 6']);
    expect(visibleWindow(ITEMS, 9, 3).shown).toEqual(['item 7', 'item 8', 'item 9']);
    const { lastFrame, stdin } = render(<List pageSize={3} />);
    await settle();
    expect(lastFrame()).toContain('❯ item 0');
    expect(lastFrame()).not.toContain('item 3');
    for (let step = 0; step < 4; step += 1) await press(stdin, lastFrame, KEYS.down);
    expect(lastFrame()).toContain('❯ item 4');
    expect(lastFrame()).not.toContain('item 0');
    await press(stdin, lastFrame, KEYS.up);
    expect(lastFrame()).toContain('❯ item 3');
  });

  it('shows loading, then the error with its retry hint, and loads again on retry', async () => {
    const answers = [new Error('The server did not answer.'), 'it'];
    let attempt = 0;
    const load = async () => {
      const answer = answers[Math.min(attempt, answers.length - 1)];
      attempt += 1;
      if (answer instanceof Error) throw answer;
      return answer ?? '';
    };
    const { lastFrame, stdin } = render(<Loader load={load} />);
    expect(lastFrame()).toContain('Loading…');
    for (let waited = 0; waited < 2000 && !lastFrame()?.includes('did not'); waited += 10) await settle(10);
    expect(lastFrame()).toContain('The server did not answer. (r to retry)');
    await settle();
    await press(stdin, lastFrame, 'r');
    for (let waited = 0; waited < 2000 && !lastFrame()?.includes('got it'); waited += 10) await settle(10);
    expect(lastFrame()).toContain('got it');
  });
});
