import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../../components/markdown/markdown-editor';

/** The Markdown description with Write/Preview tabs (the shared editor). */
export function EventDescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('events');
  return (
    <MarkdownEditor
      label={t('web.admin.fields.description')}
      name="description"
      rows={8}
      value={value}
      onChange={onChange}
      {...(error ? { error } : {})}
    />
  );
}
