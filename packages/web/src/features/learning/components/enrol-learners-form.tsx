import type { BulkResponse } from '@ailab/core/contract/schemas/bulk';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useEnrolLearners } from '../api/admin-courses';

/** The addresses typed or pasted: one a line, or separated by commas, semicolons or spaces. */
export function emailsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ];
}

/**
 * Enrols learners by email from the course editor, on the bulk endpoint:
 * "Check" answers what would happen without writing, "Enrol" does it; both
 * list every address that could not be enrolled, with the reason. A box gives
 * the AI Learning role to accounts without it instead of failing them.
 */
export function EnrolLearnersForm({ courseId, published }: { courseId: string; published: boolean }) {
  const { t } = useTranslation('learning');
  const fieldId = useId();
  const enrol = useEnrolLearners();
  const [text, setText] = useState('');
  const [grantRole, setGrantRole] = useState(false);
  const [result, setResult] = useState<BulkResponse | null>(null);
  const emails = emailsOf(text);
  const run = (dryRun: boolean) => {
    setResult(null);
    enrol.mutate(
      {
        course_id: courseId,
        dry_run: dryRun,
        grant_role: grantRole,
        rows: emails.map((email) => ({ email })),
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (!dryRun)
            setText(
              answer.rows
                .filter((row) => row.outcome === 'failed')
                .map((row) => row.key)
                .join('\n'),
            );
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(false);
  };
  if (!published) return <p className="text-sm text-ink-muted">{t('web.admin.enrol.notPublished')}</p>;
  const failed = result?.rows.filter((row) => row.outcome === 'failed') ?? [];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormError error={enrol.error} />
      <div>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink">
          {t('web.admin.enrol.emails')}
        </label>
        <textarea
          id={fieldId}
          value={text}
          rows={4}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 font-mono text-sm"
        />
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-ink-subtle">
          {t(grantRole ? 'web.admin.enrol.hintGranting' : 'web.admin.enrol.hint', { count: emails.length })}
        </p>
      </div>
      <CheckboxField checked={grantRole} onChange={setGrantRole}>
        {t('web.admin.enrol.grantRole')}
      </CheckboxField>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={emails.length === 0}
          loading={enrol.isPending && enrol.variables?.dry_run === true}
          onClick={() => run(true)}
        >
          {t('web.admin.enrol.check')}
        </Button>
        <Button
          type="submit"
          disabled={emails.length === 0}
          loading={enrol.isPending && enrol.variables?.dry_run !== true}
        >
          {t('web.admin.enrol.submit')}
        </Button>
      </div>
      {result ? (
        <div role="status" className="space-y-2 text-sm">
          <p className="font-medium text-ink">
            {t(result.dry_run ? 'web.admin.enrol.wouldResult' : 'web.admin.enrol.result', result.summary)}
          </p>
          {failed.length > 0 ? (
            <ul className="space-y-1 text-danger">
              {failed.map((row) => (
                <li key={row.index} className="break-words">
                  <span className="font-mono">{row.key}</span>: {row.reason?.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
