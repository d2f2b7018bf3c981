import { contract } from '@ailab/core/contract/index';
import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateInstitute } from '../api/institutes-api';
import { InstituteIdentityFields } from './institute-identity-fields';

/** What the edit form's fields hold: text as typed (the email domains as one comma-separated line). */
interface EditValues {
  name: string;
  slug: string;
  kind: InstituteDetail['kind'];
  country: string;
  time_zone: string;
  website: string;
  email_domains: string;
}

function valuesOf(institute: InstituteDetail): EditValues {
  return {
    name: institute.name,
    slug: institute.slug,
    kind: institute.kind,
    country: institute.country ?? '',
    time_zone: institute.time_zone,
    website: institute.website ?? '',
    email_domains: institute.email_domains.join(', '),
  };
}

/**
 * The update body: blank optional fields clear them, the domains split on commas and spaces. The logo is not
 * among them: it is uploaded or removed beside the institute's name (institute-logo-field.tsx), and an uploaded
 * logo's address is the app's own media path, which the update's web-address rule would refuse if sent back.
 */
function bodyOf(instituteId: string, values: EditValues) {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    institute_id: instituteId,
    name: values.name,
    slug: values.slug,
    kind: values.kind,
    country: blankToNull(values.country),
    time_zone: values.time_zone,
    website: blankToNull(values.website),
    email_domains: values.email_domains
      .split(/[\s,;]+/)
      .map((domain) => domain.trim())
      .filter(Boolean),
  };
}

function EditForm({ institute, onDone }: { institute: InstituteDetail; onDone(): void }) {
  const { t } = useTranslation('institutes');
  const update = useUpdateInstitute();
  const { form, submit, errorFor } = useContractForm({
    schema: contract.adminInstitutes.update.body,
    defaultValues: valuesOf(institute),
    toBody: (values) => bodyOf(institute.id, values),
    onSubmit: (body) => update.mutate(body, { onSuccess: onDone }),
    serverError: update.error,
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={t('web.edit.title')}>
      <FormError error={update.error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <InstituteIdentityFields register={form.register} errorFor={errorFor} />
        <TextField
          label={t('web.fields.country')}
          hint={t('web.fields.countryHint')}
          {...form.register('country')}
          error={errorFor('country')}
        />
        <TextField
          label={t('web.fields.timeZone')}
          hint={t('web.fields.timeZoneHint')}
          {...form.register('time_zone')}
          error={errorFor('time_zone')}
        />
        <TextField
          label={t('web.fields.website')}
          type="url"
          {...form.register('website')}
          error={errorFor('website')}
        />
        <TextField
          label={t('web.fields.emailDomains')}
          hint={t('web.fields.emailDomainsHint')}
          {...form.register('email_domains')}
          error={errorFor('email_domains')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          {t('web.edit.save')}
        </Button>
      </div>
    </form>
  );
}

/** "Edit" on the institute's overview: every field the update accepts but the logo (uploaded beside the name), checked by the contract. */
export function InstituteEditDialog({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('institutes');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      width="lg"
      title={t('web.edit.title')}
      description={t('web.edit.description')}
      trigger={<Button variant="secondary">{t('web.edit.open')}</Button>}
    >
      {/* Mounted only while open, so it starts from the institute as it is now. */}
      {open ? <EditForm institute={institute} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
