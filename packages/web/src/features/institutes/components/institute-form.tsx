import { contract } from '@ailab/core/contract/index';
import { INSTITUTE_KINDS, type Institute } from '@ailab/core/contract/institutes/institutes.schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAddInstitute } from '../api/institutes-api';

/** Creates an institute from its name, slug and kind, then opens its page. */
export function NewInstituteForm() {
  const { t } = useTranslation('institutes');
  const navigate = useNavigate();
  const add = useAddInstitute();
  const { form, submit, errorFor } = useContractForm({
    schema: contract.adminInstitutes.add.body,
    defaultValues: { name: '', slug: '', kind: 'university' as Institute['kind'] },
    onSubmit: (body) =>
      add.mutate(body, { onSuccess: (institute) => navigate(paths.institutes.admin(institute.id)) }),
    serverError: add.error,
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
      <div className="sm:col-span-4">
        <FormError error={add.error} />
      </div>
      <TextField label={t('web.fields.name')} {...form.register('name')} error={errorFor('name')} />
      <TextField
        label={t('web.fields.slug')}
        hint={t('web.fields.slugHint')}
        {...form.register('slug')}
        error={errorFor('slug')}
      />
      <SelectField
        label={t('web.fields.kind')}
        {...form.register('kind')}
        options={INSTITUTE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        error={errorFor('kind')}
      />
      <Button type="submit" className="sm:mt-7" loading={add.isPending}>
        {t('web.create')}
      </Button>
    </form>
  );
}
