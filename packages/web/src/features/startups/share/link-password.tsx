import type { ShareLink } from '@ailab/core/contract/startups/share.schemas';
import { SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN } from '@ailab/core/contract/startups/share.schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useShareLinkPassword } from '../api/pitch-share';

/** A link's password controls in the Share panel: set or change it (a small form), remove it (confirmed). */
export function LinkPassword({ link, pitchId }: { link: ShareLink; pitchId: string }) {
  const { t } = useTranslation('startups');
  const save = useShareLinkPassword(pitchId);
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState(false);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: link.id, password },
      {
        onSuccess: () => {
          setEditing(false);
          setPassword('');
        },
      },
    );
  };
  const onRemove = async () => {
    if (
      await ask({
        title: t('web.share.removePasswordTitle', { label: link.label || link.id }),
        description: t('web.share.removePasswordText'),
        confirmLabel: t('web.share.removePassword'),
        tone: 'danger',
      })
    )
      save.mutate({ id: link.id, password: null });
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {t(link.password ? 'web.share.changePassword' : 'web.share.setPassword')}
        </Button>
        {link.password ? (
          <Button variant="secondary" loading={save.isPending && !editing} onClick={onRemove}>
            {t('web.share.removePassword')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <TextField
            label={t('web.share.passwordLabel')}
            hint={t('web.share.changePasswordHint')}
            type="password"
            autoComplete="new-password"
            required
            minLength={SHARE_PASSWORD_MIN}
            maxLength={SHARE_PASSWORD_MAX}
            value={password}
            className="min-w-0 flex-1"
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" loading={save.isPending}>
            {t('web.share.savePassword')}
          </Button>
        </form>
      ) : null}
      <FormError error={save.error} />
      {dialog}
    </div>
  );
}
