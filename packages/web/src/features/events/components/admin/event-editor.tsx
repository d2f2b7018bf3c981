import { type AdminEvent, EVENT_KINDS } from '@ailab/core/contract/events/events.schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TimeZoneField } from '../../../../components/ui/time-zone-field';
import { fieldErrors } from '../../../../lib/api-error';
import { useSaveEvent } from '../../api/save-event';
import { EventDescriptionField } from './event-description-field';
import {
  type EventFormValues,
  emptyForm,
  formFieldErrors,
  formFromEvent,
  toRequest,
} from './event-form-values';
import { MaterialsField } from './materials-field';

/** Create or edit an event: Markdown with preview, start/end as wall times in the event's zone, capacity. */
export function EventEditor({
  event,
  timeZone,
  onSaved,
  onCancel,
}: {
  event: AdminEvent | null;
  timeZone: string;
  onSaved: (saved: AdminEvent) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['events', 'errors']);
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? formFromEvent(event) : emptyForm(timeZone),
  );
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useSaveEvent();
  const server = formFieldErrors(fieldErrors(mutation.error));
  const errorFor = (field: string) => local[field] ?? server[field];
  const set = (patch: Partial<EventFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const request = toRequest(values, event, (key, params) => t(key, params));
    if (!request.ok) {
      setLocal(request.errors);
      return;
    }
    setLocal({});
    mutation.mutate(request.save, { onSuccess: onSaved });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={event ? t('web.admin.editTitle') : t('web.admin.newTitle')}
    >
      <FormError error={mutation.error} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('web.admin.fields.title')}
          name="title"
          value={values.title}
          onChange={(e) => set({ title: e.target.value })}
          error={errorFor('title')}
        />
        <TextField
          label={t('web.admin.fields.slug')}
          name="slug"
          value={values.slug}
          hint={t('web.admin.fields.slugHint')}
          onChange={(e) => set({ slug: e.target.value })}
          error={errorFor('slug')}
        />
        <SelectField
          label={t('web.kind')}
          name="kind"
          value={values.kind}
          onValueChange={(kind) => set({ kind })}
          options={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`web.kinds.${kind}`) }))}
        />
        <TextField
          label={t('web.admin.fields.capacity')}
          name="capacity"
          type="number"
          min={1}
          value={values.capacity}
          onChange={(e) => set({ capacity: e.target.value })}
          error={errorFor('capacity')}
        />
        <TextField
          label={t('web.admin.fields.start')}
          name="start"
          type="datetime-local"
          value={values.start}
          onChange={(e) => set({ start: e.target.value })}
          error={errorFor('start')}
        />
        <TextField
          label={t('web.admin.fields.end')}
          name="end"
          type="datetime-local"
          value={values.end}
          onChange={(e) => set({ end: e.target.value })}
          error={errorFor('end')}
        />
        <TimeZoneField
          label={t('web.admin.fields.timeZone')}
          name="time_zone"
          value={values.time_zone}
          hint={t('web.admin.fields.timeZoneHint')}
          onValueChange={(time_zone) => set({ time_zone })}
          error={errorFor('time_zone')}
        />
        <TextField
          label={t('web.admin.fields.venue')}
          name="venue"
          value={values.venue}
          onChange={(e) => set({ venue: e.target.value })}
          error={errorFor('venue')}
        />
        <TextField
          label={t('web.admin.fields.onlineUrl')}
          name="online_url"
          type="url"
          value={values.online_url}
          hint={t('web.admin.fields.onlineUrlHint')}
          onChange={(e) => set({ online_url: e.target.value })}
          error={errorFor('online_url')}
          className="sm:col-span-2"
        />
        <TextField
          label={t('web.admin.fields.recordingUrl')}
          name="recording_url"
          type="url"
          value={values.recording_url}
          hint={t('web.admin.fields.recordingUrlHint')}
          onChange={(e) => set({ recording_url: e.target.value })}
          error={errorFor('recording_url')}
          className="sm:col-span-2"
        />
        <MaterialsField
          label={t('web.admin.fields.materials')}
          hint={t('web.admin.fields.materialsHint')}
          value={values.materials}
          onChange={(materials) => set({ materials })}
          error={errorFor('materials')}
        />
      </div>
      <EventDescriptionField
        value={values.description}
        onChange={(description) => set({ description })}
        error={errorFor('description')}
      />
      {event?.state !== 'published' ? (
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          <input
            type="checkbox"
            name="publish"
            checked={values.publish}
            onChange={(e) => set({ publish: e.target.checked })}
            className="size-4"
          />
          {t('web.admin.fields.publish')}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={mutation.isPending}>
          {t('web.admin.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('web.admin.cancelEdit')}
        </Button>
      </div>
    </form>
  );
}
