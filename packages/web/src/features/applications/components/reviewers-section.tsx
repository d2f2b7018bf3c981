import type { AdminApplication } from '@ailab/core/contract/applications/review.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** The application's reviewers and the hand assignment by email; administrators may also assign automatically. */
export function ReviewersSection({
  application,
  onAssign,
  onAuto,
  saving,
}: {
  application: AdminApplication;
  onAssign(email: string): void;
  onAuto?: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation('applications');
  const [email, setEmail] = useState('');
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-ink">{t('web.review.assign.reviewers')}</h3>
      <p className="mb-2 text-sm text-ink-muted">
        {application.reviewers.length > 0
          ? application.reviewers.map((reviewer) => reviewer.name).join(', ')
          : t('web.review.assign.none')}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!email.trim()) return;
          onAssign(email.trim());
          setEmail('');
        }}
      >
        <TextField
          className="min-w-0 flex-1"
          type="email"
          label={t('web.review.assign.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={saving} disabled={!email.trim()}>
          {t('web.review.assign.add')}
        </Button>
        {onAuto ? (
          <Button type="button" variant="ghost" onClick={onAuto}>
            {t('web.review.assign.autoOne')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
