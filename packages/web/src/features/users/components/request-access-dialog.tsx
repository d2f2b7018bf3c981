import { contract } from '@ailab/core/contract/index';
import { roleName } from '@ailab/core/roles/roles';
import { SIGN_UP_GRANTABLE_ROLES } from '@ailab/core/roles/sign-up-roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../hooks/use-auth';
import { useMyAccessRequests, useRequestAccess } from '../api/access-requests';

/** The area roles the signed-in person can still ask for: not held, not already pending. */
function useRequestableRoles(): number[] {
  const { user } = useAuth();
  const mine = useMyAccessRequests();
  const pending = new Set(
    (mine.data ?? []).filter((request) => request.status === 'pending').map((request) => request.role),
  );
  return SIGN_UP_GRANTABLE_ROLES.filter((role) => !user?.roles.includes(role) && !pending.has(role));
}

function RequestAccessForm({ roles, onDone }: { roles: number[]; onDone(): void }) {
  const { t } = useTranslation(['users', 'auth']);
  const request = useRequestAccess();
  const { form, submit, errorFor } = useContractForm({
    schema: contract.accessRequests.create.body,
    defaultValues: { role: String(roles[0] ?? ''), reason: '' },
    toBody: (values) => ({
      role: Number(values.role),
      ...(values.reason.trim() ? { reason: values.reason } : {}),
    }),
    onSubmit: (body) => request.mutate(body, { onSuccess: onDone }),
    serverError: request.error,
  });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <SelectField
        label={t('users:access.request.role')}
        {...form.register('role')}
        error={errorFor('role')}
        options={roles.map((role) => ({
          value: String(role),
          label: t(`auth:roles.${roleName(role) ?? 'member'}`),
        }))}
      />
      <TextField
        label={t('users:access.request.reason')}
        hint={t('users:access.request.reasonHint')}
        maxLength={500}
        {...form.register('reason')}
        error={errorFor('reason')}
      />
      <FormError error={request.error} />
      <div className="flex justify-end">
        <Button type="submit" loading={request.isPending}>
          {t('users:access.request.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Request access": a button opening a dialog to ask for an area role with an optional reason. Shows
 * nothing when every area role is held or already asked for.
 */
export function RequestAccessButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('users');
  const roles = useRequestableRoles();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (roles.length === 0 && !sent) return null;
  return (
    <div className="space-y-2">
      {sent ? (
        <p role="status" className="text-sm text-success">
          {t('access.request.sent')}
        </p>
      ) : null}
      {roles.length > 0 ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t('access.request.title')}
          description={t('access.request.description')}
          trigger={<Button variant={variant}>{t('access.request.open')}</Button>}
        >
          <RequestAccessForm
            roles={roles}
            onDone={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
