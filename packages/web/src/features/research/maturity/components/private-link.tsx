import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { privateLink } from './maturity-token';

/** The result's private link, with a copy button that says whether it worked. */
export function PrivateLink({ token }: { token: string }) {
  const { t } = useTranslation('maturity');
  const id = useId();
  const link = privateLink(window.location.origin, token);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('link.title')}
      </label>
      <p className="text-xs text-ink-muted">{t('link.body')}</p>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full min-w-0 rounded-control border border-line bg-surface-muted px-3 py-2 font-mono text-xs text-ink"
        data-testid="maturity-link"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('link.copy')}
        </Button>
        <span role="status" className="text-sm text-ink-muted">
          {copied === 'done' ? t('link.copied') : copied === 'failed' ? t('link.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}
