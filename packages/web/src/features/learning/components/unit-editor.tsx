import { contract } from '@ailab/core/contract/index';
import type { Unit } from '@ailab/core/contract/learning/course.schemas';
import { Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateUnits, useUploadUnitMaterial } from '../api/admin-courses';
import { useContractErrors } from '../use-contract-errors';

/** One unit: title and Markdown with a preview, image/PDF upload into the text, save, remove. */
export function UnitEditor({ unit, onRemoved }: { unit: Unit; onRemoved: () => void }) {
  const { t } = useTranslation('learning');
  const save = useUpdateUnits();
  const remove = useUpdateUnits();
  const { ask, dialog } = useConfirm();
  const upload = useUploadUnitMaterial();
  const fileInput = useRef<HTMLInputElement>(null);
  const { errorFor, check } = useContractErrors(save.error);
  const [form, setForm] = useState({ title: unit.title, content: unit.content });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { action: 'edit' as const, unit_id: unit.id, ...form };
    if (check(contract.adminCourses.unitUpdate.body, body)) save.mutate(body);
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ markdown }) =>
        setForm((current) => ({ ...current, content: `${current.content}\n\n${markdown}\n` })),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={save.error ?? upload.error ?? remove.error} />
      {save.isSuccess ? <Alert tone="success">{t('web.admin.saved')}</Alert> : null}
      <TextField
        label={t('web.admin.fields.unitTitle')}
        name="unit-title"
        value={form.title}
        error={errorFor('title')}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      <MarkdownEditor
        label={t('web.admin.fields.content')}
        value={form.content}
        rows={14}
        error={errorFor('content')}
        onChange={(content) => setForm({ ...form, content })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {t('web.admin.saveUnit')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
          className="sr-only"
          aria-label={t('web.admin.upload')}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <Button variant="secondary" loading={upload.isPending} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {t('web.admin.upload')}
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={async () => {
            const confirmed = await ask({
              title: t('web.admin.confirm.removeUnit', { title: unit.title }),
              confirmLabel: t('web.admin.removeUnit'),
              tone: 'danger',
            });
            if (confirmed) remove.mutate({ action: 'remove', unit_id: unit.id }, { onSuccess: onRemoved });
          }}
        >
          {t('web.admin.removeUnit')}
        </Button>
      </div>
      {dialog}
    </form>
  );
}
