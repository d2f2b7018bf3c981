import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error';
import { Alert } from './ui/alert';

/**
 * The message of a failed call above a form, when there is one. It scrolls itself into view
 * when it appears, clear of the sticky top bar (`scroll-mt-24`), so the message is never hidden.
 */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  if (!error) return null;
  return (
    <div ref={box} className="scroll-mt-24">
      <Alert tone="error">{errorMessage(error, t('common:genericError'))}</Alert>
    </div>
  );
}
