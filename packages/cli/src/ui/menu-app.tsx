import { Box, Text, useInput, useStdout } from 'ink';
import { useState } from 'react';
import type { Translate } from '../i18n/translator';
import type { MenuItem, MenuModel } from '../services/menu-model';
import { SelectableList } from './kit/selectable-list';
import { useCursor } from './kit/use-cursor';

/** Props of {@link MenuApp}: the model to show and what to do with the choice. */
export interface MenuAppProps {
  model: MenuModel;
  t: Translate;
  /** Called with the chosen item, or null when the user leaves with q or Esc. */
  onChoose: (item: MenuItem | null) => void;
}

/**
 * The role-filtered menu: arrows to move, Enter to choose, q or Esc to leave. An entry with submenus folds and
 * unfolds with Enter (or ← and →) instead of being chosen (issue 24 item 19: it printed its URL); ← on a submenu
 * entry folds its parent and moves there.
 */
export function MenuApp({ model, t, onChoose }: MenuAppProps) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const parents = new Set(model.items.flatMap((item) => (item.parent ? [item.parent] : [])));
  const items = model.items.filter((item) => !(item.parent && folded.has(item.parent)));
  const cursor = useCursor(items.length);
  const current = items[cursor.index];
  const fold = (key: string, on: boolean) =>
    setFolded((all) => {
      const next = new Set(all);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  // The title, the key line and the description box take about ten rows; the list scrolls in the rest.
  const rows = useStdout().stdout.rows;
  const pageSize = rows ? Math.max(3, rows - 10) : undefined;
  useInput((input, key) => {
    if (input === 'q' || key.escape || (key.ctrl && input === 'c')) onChoose(null);
    else if (key.upArrow) cursor.move(-1);
    else if (key.downArrow) cursor.move(1);
    else if (current && parents.has(current.key) && (key.return || key.rightArrow || key.leftArrow))
      fold(current.key, key.return ? !folded.has(current.key) : key.leftArrow);
    else if (current?.parent && key.leftArrow) {
      fold(current.parent, true);
      cursor.move(items.findIndex((item) => item.key === current.parent) - cursor.index);
    } else if (key.return && current) onChoose(current);
  });
  return (
    <Box flexDirection="column">
      <Text bold>{t('menu.title', { email: model.email, area: model.area })}</Text>
      <Text dimColor>{t('menu.keys')}</Text>
      <Box marginTop={1}>
        <SelectableList
          items={items}
          selected={cursor.index}
          getKey={(item) => item.key}
          pageSize={pageSize}
          renderItem={(item, selected) => (
            <Text
              color={selected ? 'cyan' : undefined}
            >{`${item.depth === 1 ? '  ' : ''}${parents.has(item.key) ? (folded.has(item.key) ? '▸ ' : '▾ ') : ''}${item.label}`}</Text>
          )}
        />
      </Box>
      {current ? (
        <Box marginTop={1} flexDirection="column" borderStyle="round" paddingX={1}>
          <Text bold>{current.label}</Text>
          <Text>{current.description}</Text>
          {parents.has(current.key) ? <Text dimColor>{t('menu.foldHint')}</Text> : null}
          {current.command ? (
            <Text>
              {t('menu.command')}: <Text color="cyan">{current.command}</Text>
            </Text>
          ) : (
            <Text>
              {t('menu.web')}: <Text color="cyan">{current.url}</Text>
            </Text>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
