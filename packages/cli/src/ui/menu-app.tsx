import { Box, Text, useInput } from 'ink';
import SelectInput from 'ink-select-input';
import { useState } from 'react';
import type { Translate } from '../i18n/translator';
import type { MenuItem, MenuModel } from '../services/menu-model';

/** Props of {@link MenuApp}: the model to show and what to do with the choice. */
export interface MenuAppProps {
  model: MenuModel;
  t: Translate;
  /** Called with the chosen item, or null when the user leaves with q or Esc. */
  onChoose: (item: MenuItem | null) => void;
}

/** The role-filtered menu: arrows to move, Enter to choose, q or Esc to leave. */
export function MenuApp({ model, t, onChoose }: MenuAppProps) {
  const [current, setCurrent] = useState<MenuItem | undefined>(model.items[0]);
  useInput((input, key) => {
    if (input === 'q' || key.escape || (key.ctrl && input === 'c')) onChoose(null);
  });
  const options = model.items.map((item) => ({
    key: item.key,
    value: item.key,
    label: `${item.depth === 1 ? '  ' : ''}${item.label}`,
  }));
  const find = (key: string) => model.items.find((item) => item.key === key);
  return (
    <Box flexDirection="column">
      <Text bold>{t('menu.title', { email: model.email, area: model.area })}</Text>
      <Text dimColor>{t('menu.keys')}</Text>
      <Box marginTop={1}>
        <SelectInput
          items={options}
          onHighlight={(option) => setCurrent(find(option.value))}
          onSelect={(option) => onChoose(find(option.value) ?? null)}
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
