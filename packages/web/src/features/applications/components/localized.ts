import { type LocalizedTextValue, localizedText } from '@ailab/core/contract/applications/programme.schemas';
import { useTranslation } from 'react-i18next';

/** Picks a programme text in the reader's language (English when it has none). */
export function useLocalized(): (value: LocalizedTextValue | undefined) => string {
  const { i18n } = useTranslation();
  return (value) => (value ? localizedText(value, i18n.language) : '');
}
