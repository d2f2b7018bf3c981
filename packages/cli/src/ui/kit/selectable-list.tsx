import { Box, Text } from 'ink';
import type { ReactNode } from 'react';

/** Props of {@link SelectableList}. */
export interface SelectableListProps<T> {
  items: readonly T[];
  /** The cursor's index (`useCursor`). */
  selected: number;
  getKey: (item: T) => string;
  /** One row; `selected` rows are drawn with the pointer and colour by the list. */
  renderItem: (item: T, selected: boolean) => ReactNode;
  /** Rows shown at once; the window scrolls to keep the selected row in the middle. All rows when absent. */
  pageSize?: number;
}

/** The rows of a list that fit `pageSize`, keeping `selected` in view: the first index shown and the rows. */
export function visibleWindow<T>(items: readonly T[], selected: number, pageSize?: number) {
  if (pageSize === undefined || items.length <= pageSize) return { first: 0, shown: items };
  const first = Math.max(0, Math.min(selected - Math.floor(pageSize / 2), items.length - pageSize));
  return { first, shown: items.slice(first, first + pageSize) };
}

/**
 * The list of every Ink screen: a `❯` pointer and cyan on the selected row,
 * scrolling in a window of `pageSize` rows (a short terminal never loses the
 * cursor). Keys stay with the screen (`useCursor` + `useInput`), so one
 * screen can hold two lists.
 */
export function SelectableList<T>({ items, selected, getKey, renderItem, pageSize }: SelectableListProps<T>) {
  const { first, shown } = visibleWindow(items, selected, pageSize);
  return (
    <Box flexDirection="column">
      {shown.map((item, offset) => {
        const isSelected = first + offset === selected;
        return (
          <Box key={getKey(item)} flexDirection="row">
            <Text color={isSelected ? 'cyan' : undefined}>{isSelected ? '❯ ' : '  '}</Text>
            <Box flexDirection="column" flexGrow={1}>
              {renderItem(item, isSelected)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
