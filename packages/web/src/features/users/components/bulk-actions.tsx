import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { roleLabel } from '@ailab/core/roles/role-label';
import { ALL_ROLES, type RoleNumber } from '@ailab/core/roles/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { useAccountAction } from '../api/account-action';
import { useChangeRoles } from '../api/change-roles';

/** Grant or revoke a role for the selected users, or disable them (after a confirmation). */
export function BulkActions({ selected, onDone }: { selected: AdminUser[]; onDone: () => void }) {
  const { t } = useTranslation('users');
  const [role, setRole] = useState<RoleNumber>(ALL_ROLES[0] ?? 1);
  const { ask, dialog } = useConfirm();
  const changeRoles = useChangeRoles();
  const accountAction = useAccountAction();
  const userIds = selected.map((user) => user.id);
  const change = (kind: 'grant' | 'revoke') =>
    changeRoles.mutate({ userIds, role, change: kind }, { onSuccess: onDone });

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('users.bulk.role')}
        value={String(role)}
        onValueChange={(value) => setRole(Number(value) as RoleNumber)}
        options={ALL_ROLES.map((value) => ({
          value: String(value),
          label: roleLabel(value, t),
        }))}
      />
      <Button variant="secondary" loading={changeRoles.isPending} onClick={() => change('grant')}>
        {t('users.bulk.grant')}
      </Button>
      <Button variant="secondary" loading={changeRoles.isPending} onClick={() => change('revoke')}>
        {t('users.bulk.revoke')}
      </Button>
      <Button
        variant="danger"
        loading={accountAction.isPending}
        onClick={async () => {
          const confirmed = await ask({
            title: t('users.bulk.confirmDisable', { count: selected.length }),
            confirmLabel: t('users.bulk.disable'),
            tone: 'danger',
          });
          if (confirmed) accountAction.mutate({ action: 'disable', userIds }, { onSuccess: onDone });
        }}
      >
        {t('users.bulk.disable')}
      </Button>
      <FormError error={changeRoles.error ?? accountAction.error} />
      {dialog}
    </div>
  );
}
