import { LANGUAGES } from '@ailab/core/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useServices } from '../hooks/use-services';
import { cn } from './ui/cn';

/** The languages as a row of toggle buttons, for places without room for a menu (the user panel). */
export function LanguageList() {
  const { t, i18n } = useTranslation('web');
  const { language: languageControl } = useServices();
  const active = languageControl.current();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-medium text-ink-subtle">{t('language.label')}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-surface-muted p-1">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === active}
            onClick={() => void languageControl.change(language)}
            className={cn(
              'flex-1 rounded-md px-2 py-1.5 whitespace-nowrap text-xs font-medium transition-colors',
              language === active
                ? 'bg-surface text-brand-700 shadow-sm dark:bg-canvas dark:text-brand-300'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            {i18n.t(`common:languages.${language}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
