import { useTranslation } from 'react-i18next';

/** Up to this many characters show at once; a longer error opens in full below. */
const SHORT = 120;

/** A job's last error: short ones in full, long ones cut with a disclosure showing the rest. */
export function JobError({ error }: { error: string | null }) {
  const { t } = useTranslation('users');
  if (!error) return <span className="text-ink-subtle">—</span>;
  const text = <span className="font-mono text-xs break-words whitespace-pre-wrap text-danger">{error}</span>;
  if (error.length <= SHORT) return text;
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer font-mono text-xs break-words text-danger">
        {`${error.slice(0, SHORT)}…`}
        <span className="ml-1 font-sans text-link">{t('jobs.showError')}</span>
      </summary>
      <div className="mt-1">{text}</div>
    </details>
  );
}
