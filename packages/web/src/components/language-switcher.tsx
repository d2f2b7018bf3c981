import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIconButton } from './ui/plain-icon-button';

const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/**
 * Chooses the interface language; the choice is stored and sent as Accept-Language. The menu
 * (Radix) loads right after the first paint; a press before that opens it once it is there.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('web');
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <PlainIconButton
          label={t('language.choose')}
          aria-haspopup="menu"
          data-testid="language-switcher"
          onClick={() => setPressedEarly(true)}
        >
          <Languages aria-hidden="true" className="size-5" />
        </PlainIconButton>
      }
    >
      <LanguageMenu defaultOpen={pressedEarly} />
    </Suspense>
  );
}
