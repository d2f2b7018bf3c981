import { EMAILED_NOTIFICATION_KINDS } from '@ailab/core/contract/notifications/notifications.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/list/query-view';
import { Card } from '../../../components/ui/card';
import { useMailPrefs, useSetMailPref } from '../api/mail-prefs';

/**
 * Profile settings' "E-mail notifications": one labelled checkbox per kind that is also e-mailed. The
 * in-app notification always stays; security mails (codes, password links) are never listed.
 */
export function MailPrefsCard(): ReactNode {
  const { t } = useTranslation('notifications');
  const query = useMailPrefs();
  const setPref = useSetMailPref();
  return (
    <Card id="mail-prefs" title={t('prefs.title')} description={t('prefs.description')}>
      <QueryView query={query}>
        {({ prefs }) => {
          const wanted = new Map(prefs.map((pref) => [pref.kind, pref.email]));
          return (
            <fieldset>
              <legend className="sr-only">{t('prefs.title')}</legend>
              <ul className="divide-y divide-line" data-testid="mail-prefs">
                {EMAILED_NOTIFICATION_KINDS.map((kind) => {
                  const id = `mail-pref-${kind.replaceAll('.', '-')}`;
                  const busy = setPref.isPending && setPref.variables?.kind === kind;
                  return (
                    <li
                      key={kind}
                      className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0"
                    >
                      <label htmlFor={id} className="min-w-0 flex-1 text-sm break-words text-ink">
                        {t(`prefs.kinds.${kind}`)}
                      </label>
                      <input
                        id={id}
                        type="checkbox"
                        checked={wanted.get(kind) ?? true}
                        disabled={busy}
                        onChange={(event) => setPref.mutate({ kind, email: event.target.checked })}
                        className="size-5 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-wait"
                      />
                    </li>
                  );
                })}
              </ul>
              <div className="mt-3">
                <FormError error={setPref.error} />
              </div>
            </fieldset>
          );
        }}
      </QueryView>
    </Card>
  );
}
