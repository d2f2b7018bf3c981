import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusHandOver } from '../hooks/use-focus-hand-over';
import { PlainIconButton } from './ui/plain-icon-button';

const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/**
 * Chooses the interface language; the choice is stored and sent as Accept-Language. The menu
 * (Radix) loads right after the first paint; a press before that opens it once it is there, and
 * focus stays on the button when the menu's button takes the stand-in's place.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('web');
  const [pressedEarly, setPressedEarly] = useState(false);
  const focus = useFocusHandOver<HTMLButtonElement>();
  return (
    <Suspense
      fallback={
        <PlainIconButton
          ref={focus.standIn}
          label={t('language.choose')}
          aria-haspopup="menu"
          data-testid="language-switcher"
          onClick={() => setPressedEarly(true)}
        >
          <Languages aria-hidden="true" className="size-5" />
        </PlainIconButton>
      }
    >
      <LanguageMenu defaultOpen={pressedEarly} triggerRef={focus.control} />
    </Suspense>
  );
}
