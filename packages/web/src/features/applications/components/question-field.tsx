import type { AnswerValueType, Application } from '@ailab/core/contract/applications/application.schemas';
import type { Question } from '@ailab/core/contract/applications/programme.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileInputClasses } from '../../../components/ui/file-input';
import { FIELD_CONTROL_CLASS, TextField } from '../../../components/ui/text-field';
import { AttachmentLinks } from './attachment-links';
import { useLocalized } from './localized';

interface QuestionFieldProps {
  question: Question;
  value: AnswerValueType | undefined;
  onChange(value: AnswerValueType): void;
  attachments: Application['attachments'];
  onUpload(file: File): void;
  uploading: boolean;
  readOnly: boolean;
}

/** One question of a programme's form, drawn by its kind. */
export function QuestionField({
  question,
  value,
  onChange,
  attachments,
  onUpload,
  uploading,
  readOnly,
}: QuestionFieldProps) {
  const { t } = useTranslation('applications');
  const text = useLocalized();
  const id = useId();
  const label = `${text(question.label)}${question.required ? ' *' : ''}`;
  const help = question.help ? text(question.help) : undefined;
  const choices = question.choices ?? [];
  switch (question.kind) {
    case 'text':
    case 'url':
    case 'number':
      return (
        <TextField
          label={label}
          hint={help}
          type={question.kind === 'number' ? 'number' : question.kind === 'url' ? 'url' : 'text'}
          value={value === null || value === undefined ? '' : String(value)}
          readOnly={readOnly}
          onChange={(event) => {
            const raw = event.target.value;
            onChange(question.kind === 'number' ? (raw === '' ? null : Number(raw)) : raw);
          }}
        />
      );
    case 'long_text':
      return (
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
            {label}
          </label>
          {help ? <p className="mb-1.5 text-sm text-ink-muted">{help}</p> : null}
          <textarea
            id={id}
            rows={6}
            className={`${FIELD_CONTROL_CLASS} min-h-32`}
            value={typeof value === 'string' ? value : ''}
            readOnly={readOnly}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      );
    case 'choice':
      return (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
          {help ? <p className="mb-1.5 text-sm text-ink-muted">{help}</p> : null}
          <div className="space-y-1.5">
            {choices.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={id}
                  disabled={readOnly}
                  checked={value === choice.value}
                  onChange={() => onChange(choice.value)}
                />
                {text(choice.label)}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 'multi_choice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
          <div className="space-y-1.5">
            {choices.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  disabled={readOnly}
                  checked={chosen.includes(choice.value)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, choice.value]
                        : chosen.filter((item) => item !== choice.value),
                    )
                  }
                />
                {text(choice.label)}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'file': {
      const files = attachments.filter((item) => item.question_id === question.id);
      return (
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
            {label}
          </label>
          <AttachmentLinks files={files} />
          {readOnly ? null : (
            <input
              id={id}
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              disabled={uploading}
              className={fileInputClasses()}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onUpload(file);
                event.target.value = '';
              }}
            />
          )}
          {uploading ? <p className="mt-1 text-sm text-ink-muted">{t('web.uploading')}</p> : null}
        </div>
      );
    }
  }
}
