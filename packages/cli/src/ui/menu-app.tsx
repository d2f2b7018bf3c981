import { Box, Text, useInput, useStdout } from 'ink';
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

/** The role-filtered menu: arrows to move, Enter to choose, q or Esc to leave. */
export function MenuApp({ model, t, onChoose }: MenuAppProps) {
  const cursor = useCursor(model.items.length);
  const current = model.items[cursor.index];
  // The title, the key line and the description box take about ten rows; the list scrolls in the rest.
  const rows = useStdout().stdout.rows;
  const pageSize = rows ? Math.max(3, rows - 10) : undefined;
  useInput((input, key) => {
    if (input === 'q' || key.escape || (key.ctrl && input === 'c')) onChoose(null);
    else if (key.upArrow) cursor.move(-1);
    else if (key.downArrow) cursor.move(1);
    else if (key.return && current) onChoose(current);
  });
  return (
    <Box flexDirection="column">
      <Text bold>{t('menu.title', { email: model.email, area: model.area })}</Text>
      <Text dimColor>{t('menu.keys')}</Text>
      <Box marginTop={1}>
        <SelectableList
          items={model.items}
          selected={cursor.index}
          getKey={(item) => item.key}
          pageSize={pageSize}
          renderItem={(item, selected) => (
            <Text
              color={selected ? 'cyan' : undefined}
            >{`${item.depth === 1 ? '  ' : ''}${item.label}`}</Text>
          )}
        />
      </Box>
      {current ? (
        <Box marginTop={1} flexDirection="column" borderStyle="round" paddingX={1}>
          <Text bold>{current.label}</Text>
          <Text>{current.description}</Text>
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
