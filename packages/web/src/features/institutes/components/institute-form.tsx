import { contract } from '@ailab/core/contract/index';
import type { Institute } from '@ailab/core/contract/institutes/institutes.schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAddInstitute } from '../api/institutes-api';
import { InstituteIdentityFields } from './institute-identity-fields';

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
      <InstituteIdentityFields register={form.register} errorFor={errorFor} />
      <Button type="submit" className="sm:mt-7" loading={add.isPending}>
        {t('web.create')}
      </Button>
    </form>
  );
}
