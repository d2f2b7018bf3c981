import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../hooks/use-color-mode';
import { IconButton } from './ui/icon-button';

/** Switches between light and dark mode. */
export function ColorModeToggle() {
  const { t } = useTranslation('web');
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? t('colorMode.toLight') : t('colorMode.toDark');
  return (
    <IconButton label={label} onClick={toggle} data-testid="color-mode-toggle" data-mode={mode}>
      {mode === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </IconButton>
  );
}
