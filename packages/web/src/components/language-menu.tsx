import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Languages } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../hooks/use-services';
import { IconMenu } from './ui/icon-menu';

/**
 * The language menu itself (Radix), loaded by `LanguageSwitcher` after the first paint.
 * `defaultOpen`: the button was pressed before this code arrived; `triggerRef`: its button.
 */
export function LanguageMenu({
  defaultOpen = false,
  triggerRef,
}: {
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation('web');
  const { language: languageControl } = useServices();
  const active = languageControl.current();
  return (
    <IconMenu
      label={t('language.choose')}
      icon={<Languages aria-hidden="true" className="size-5" />}
      panelClassName="min-w-44 p-1"
      data-testid="language-switcher"
      defaultOpen={defaultOpen}
      triggerRef={triggerRef}
    >
      <DropdownMenu.Label className="px-3 py-1.5 text-xs font-medium text-ink-subtle">
        {t('language.label')}
      </DropdownMenu.Label>
      {LANGUAGES.map((language: Language) => (
        <DropdownMenu.Item
          key={language}
          lang={language}
          onSelect={() => void languageControl.change(language)}
          className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
        >
          {i18n.t(`common:languages.${language}`)}
          {language === active ? <Check aria-hidden="true" className="size-4 text-brand-600" /> : null}
        </DropdownMenu.Item>
      ))}
    </IconMenu>
  );
}
