import { KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { formatDate } from '../../../lib/format';
import { checkRequired, collectProblems } from '../../../lib/validation';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/list-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Named API tokens for the CLI and scripts: list, create (secret shown once) and revoke. */
export function ApiTokensCard() {
  const { t, i18n } = useTranslation(['web', 'common', 'account']);
  const tokensQuery = useApiTokens();
  const createMutation = useCreateApiToken();
  const revokeMutation = useRevokeApiToken();
  const { errorFor, validate } = useFormErrors(createMutation.error);
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const expires = Number(days);
    const problems = collectProblems({
      name: checkRequired(name),
      expires_in_days:
        Number.isInteger(expires) && expires >= 1 && expires <= 365
          ? undefined
          : { key: 'validation.days', values: { minimum: 1, maximum: 365 } },
    });
    if (!validate(problems)) return;
    createMutation.mutate({ name: name.trim(), expires_in_days: expires }, { onSuccess: () => setName('') });
  };

  const secret = createMutation.data?.created?.secret;
  return (
    <Card id="api-tokens" title={t('account:tokens.title')} description={t('account:tokens.hint')}>
      <form
        noValidate
        onSubmit={onCreate}
        className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start"
      >
        <TextField
          label={t('account:tokens.name')}
          name="token_name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errorFor('name')}
        />
        <TextField
          label={t('account:tokens.days')}
          name="expires_in_days"
          type="number"
          min={1}
          max={365}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={errorFor('expires_in_days')}
        />
        <Button type="submit" className="sm:mt-7" loading={createMutation.isPending}>
          {t('account:tokens.create')}
        </Button>
      </form>
      <div className="mt-4 space-y-3">
        <FormError error={createMutation.error ?? revokeMutation.error} />
        {secret ? (
          <Alert tone="success">
            <p>{t('account:tokens.secretOnce')}</p>
            <code className="mt-1 block break-all rounded bg-surface/70 px-2 py-1 font-mono text-xs">
              {secret}
            </code>
          </Alert>
        ) : null}
      </div>
      <div className="mt-4">
        <ListView
          query={tokensQuery}
          items={tokensQuery.data ?? []}
          skeletonCount={2}
          empty={{
            title: t('account:tokens.empty'),
            icon: <KeyRound aria-hidden="true" className="size-6" />,
          }}
        >
          {(tokens) => (
            <ul className="divide-y divide-line rounded-xl border border-line">
              {tokens.map((token) => (
                <li key={token.id} className="flex items-center gap-3 px-4 py-3">
                  <KeyRound aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{token.name}</p>
                    <p className="text-xs text-ink-subtle">
                      {t('account:tokens.expires', { date: formatDate(token.expires_at, i18n.language) })}
                      {' · '}
                      {token.last_used_at
                        ? t('account:tokens.lastUsed', {
                            date: formatDate(token.last_used_at, i18n.language),
                          })
                        : t('account:tokens.neverUsed')}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    className="px-2 text-danger hover:bg-danger-soft"
                    aria-label={t('account:tokens.revokeNamed', { name: token.name })}
                    loading={revokeMutation.isPending && revokeMutation.variables === token.id}
                    onClick={() => revokeMutation.mutate(token.id)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline">{t('account:tokens.revoke')}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </div>
    </Card>
  );
}
