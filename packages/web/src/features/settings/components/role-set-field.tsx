import { roleName } from '@ailab/core/roles/roles';
import { SIGN_UP_GRANTABLE_ROLES } from '@ailab/core/roles/sign-up-roles';
import { useTranslation } from 'react-i18next';

/** A set of area roles as checkboxes in a labelled group (the `sign_up_roles` setting). */
export function RoleSetField({
  label,
  hint,
  value,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  value: number[];
  disabled: boolean;
  onChange: (roles: number[]) => void;
}) {
  const { t } = useTranslation('auth');
  const toggle = (role: number, on: boolean) =>
    onChange(on ? [...value, role].sort((a, b) => a - b) : value.filter((held) => held !== role));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <p className="text-xs text-ink-subtle">{hint}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {SIGN_UP_GRANTABLE_ROLES.map((role) => {
          const checked = value.includes(role);
          return (
            <label key={role} className="flex items-center gap-2 text-sm text-ink-muted">
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(role, !checked)}
                className="size-4 accent-brand-600"
              />
              {t(`auth:roles.${roleName(role) ?? 'member'}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
