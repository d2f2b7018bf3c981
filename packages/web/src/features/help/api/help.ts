import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../hooks/use-services';
import { helpKeys } from './help-query-keys';

/** The help topics in the viewer's language (en-US fallback on the server). */
export function useHelpToc() {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery(
    queryOptions({
      queryKey: helpKeys.toc(language),
      queryFn: () => api.userHelp.toc({}),
    }),
  );
}

/** One help topic's Markdown, by slug. */
export function useHelpPage(slug: string | undefined) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery(
    queryOptions({
      queryKey: helpKeys.page(slug ?? '', language),
      queryFn: () => api.userHelp.getMd({ slug: slug ?? '' }),
      enabled: slug !== undefined,
    }),
  );
}
