import { INSTITUTE_KINDS } from '@ailab/core/contract/institutes/institutes.schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

type IdentityField = 'name' | 'slug' | 'kind';

/** An institute's name, slug and kind: the fields the create form and the edit dialog share. */
export function InstituteIdentityFields({
  register,
  errorFor,
}: {
  register(name: IdentityField): UseFormRegisterReturn;
  errorFor(field: string): string | undefined;
}) {
  const { t } = useTranslation('institutes');
  return (
    <>
      <TextField label={t('web.fields.name')} {...register('name')} error={errorFor('name')} />
      <TextField
        label={t('web.fields.slug')}
        hint={t('web.fields.slugHint')}
        {...register('slug')}
        error={errorFor('slug')}
      />
      <SelectField
        label={t('web.fields.kind')}
        {...register('kind')}
        options={INSTITUTE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        error={errorFor('kind')}
      />
    </>
  );
}
