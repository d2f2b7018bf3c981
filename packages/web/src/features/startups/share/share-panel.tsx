import type { PitchStatus } from '@ailab/core/contract/startups/pitch.schemas';
import {
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
  type ShareLink,
} from '@ailab/core/contract/startups/share.schemas';
import { Copy } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FieldMessage } from '../../../components/ui/field-message';
import { TextField } from '../../../components/ui/text-field';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/pitch-share';
import { LinkPassword } from './link-password';
import { formatMinutes, ShareLinkStats } from './share-link-stats';

const TONES = { active: 'success', expired: 'warning', revoked: 'neutral' } as const;

function CreatedLink({ url }: { url: string }) {
  const { t } = useTranslation('startups');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };
  return (
    <Alert tone="success">
      <p>{t('web.share.createdOnce')}</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <TextField
          label={t('web.share.address')}
          readOnly
          value={url}
          className="min-w-0 flex-1"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? t('web.share.copied') : t('web.share.copy')}
        </Button>
      </div>
    </Alert>
  );
}

function CreateForm({ pitchId }: { pitchId: string }) {
  const { t } = useTranslation('startups');
  const create = useCreateShareLink(pitchId);
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [gate, setGate] = useState(false);
  const [password, setPassword] = useState('');
  const gateHintId = useId();
  const expiryError =
    create.error && 'fields' in create.error ? fieldMessage(create.error, 'expires_on') : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        label: label.trim(),
        email_gate: gate,
        ...(expires ? { expires_on: expires } : {}),
        ...(password ? { password } : {}),
      },
      {
        onSuccess: () => {
          setLabel('');
          setPassword('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <FormError error={expiryError ? null : create.error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('web.share.label')}
          hint={t('web.share.labelHint')}
          maxLength={120}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <TextField
          label={t('web.share.expires')}
          hint={t('web.share.expiresHint')}
          type="date"
          value={expires}
          error={expiryError || undefined}
          onChange={(event) => setExpires(event.target.value)}
        />
        <TextField
          label={t('web.share.newPassword')}
          hint={t('web.share.newPasswordHint')}
          type="password"
          autoComplete="new-password"
          minLength={SHARE_PASSWORD_MIN}
          maxLength={SHARE_PASSWORD_MAX}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={gate}
            aria-describedby={gateHintId}
            onChange={(event) => setGate(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          {t('web.share.emailGate')}
        </label>
        <FieldMessage id={gateHintId} hint={t('web.share.emailGateHint')} />
      </div>
      <Button type="submit" loading={create.isPending}>
        {t('web.share.create')}
      </Button>
      {create.data ? <CreatedLink url={create.data.url} /> : null}
    </form>
  );
}

function fieldMessage(error: unknown, field: string): string {
  const fields = (error as { fields?: { field: string; message: string }[] }).fields ?? [];
  return fields.find((issue) => issue.field === field)?.message ?? '';
}

function LinkRow({
  link,
  pitchId,
  canManage,
  revokeHintId,
}: {
  link: ShareLink;
  pitchId: string;
  canManage: boolean;
  /** The panel's one line saying what revoking does, which every Revoke button points to. */
  revokeHintId: string;
}) {
  const { t, i18n } = useTranslation('startups');
  const revoke = useRevokeShareLink(pitchId);
  const { ask, dialog } = useConfirm();
  const onRevoke = async () => {
    if (
      await ask({
        title: t('web.share.revokeTitle', { label: link.label || link.id }),
        description: t('web.share.revokeText'),
        confirmLabel: t('web.share.revoke'),
        tone: 'danger',
      })
    )
      revoke.mutate(link.id);
  };
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <li className="space-y-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-ink">{link.label || t('web.share.noLabel')}</h3>
        <Badge tone={TONES[link.status]}>{t(`web.share.status.${link.status}`)}</Badge>
        {link.email_gate ? <Badge>{t('web.share.gated')}</Badge> : null}
        {link.password ? <Badge>{t('web.share.protected')}</Badge> : null}
        {canManage && link.status !== 'revoked' ? (
          <Button
            variant="secondary"
            className="ml-auto"
            aria-describedby={revokeHintId}
            loading={revoke.isPending}
            onClick={onRevoke}
          >
            {t('web.share.revoke')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">
        {t('web.share.meta', {
          created: date(link.created_at),
          expires: link.expires_at
            ? date(new Date(Date.parse(link.expires_at) - 1).toISOString())
            : t('web.share.never'),
        })}
      </p>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-ink-muted">{t('web.share.views')}</dt>
          <dd className="text-lg font-semibold text-ink">{link.views}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('web.share.uniqueViewers')}</dt>
          <dd className="text-lg font-semibold text-ink">{link.unique_viewers}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('web.share.minutes')}</dt>
          <dd className="text-lg font-semibold text-ink">{formatMinutes(link.seconds, i18n.language)}</dd>
        </div>
      </dl>
      {canManage && link.status !== 'revoked' ? <LinkPassword link={link} pitchId={pitchId} /> : null}
      {link.seconds > 0 ? <ShareLinkStats link={link} /> : null}
      <FormError error={revoke.error} />
      {dialog}
    </li>
  );
}

/**
 * The pitch manager's Share panel: create a link (label, last day, email gate, password; its address
 * shown once, with a copy button), the links with views, unique viewers and time per section, set or
 * remove a link's password, revoke.
 */
export function SharePanel({
  pitchId,
  status,
  canManage,
}: {
  pitchId: string;
  status: PitchStatus;
  canManage: boolean;
}) {
  const { t } = useTranslation('startups');
  const links = useShareLinks(pitchId);
  const items = links.data?.items ?? [];
  const revokeHintId = useId();
  return (
    <Card title={t('web.share.title')} description={t(`web.share.intro.${status}`)}>
      <div className="space-y-6">
        {canManage && status !== 'closed' ? <CreateForm pitchId={pitchId} /> : null}
        {canManage && items.some((link) => link.status !== 'revoked') ? (
          <p id={revokeHintId} className="text-xs text-ink-subtle">
            {t('web.share.revokeHint')}
          </p>
        ) : null}
        <ListView query={links} items={items} empty={{ title: t('web.share.empty') }}>
          {(rows) => (
            <ul className="space-y-4">
              {rows.map((link) => (
                <LinkRow
                  key={link.id}
                  link={link}
                  pitchId={pitchId}
                  canManage={canManage}
                  revokeHintId={revokeHintId}
                />
              ))}
            </ul>
          )}
        </ListView>
      </div>
    </Card>
  );
}
