import type { Match } from '@ailab/core/contract/startups/investor.schemas';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** A match score and its reasons: what matched and what did not, in words. */
export function MatchReasons({ match }: { match: Match }) {
  const { t } = useTranslation('startups');
  return (
    <div className="space-y-2">
      <Badge tone={match.score >= 70 ? 'success' : match.score >= 40 ? 'warning' : 'neutral'}>
        {t('web.match.score', { score: match.score })}
      </Badge>
      <ul className="space-y-1 text-sm" aria-label={t('web.match.reasons')}>
        {match.reasons.map((reason) => (
          <li key={reason.criterion} className="flex items-start gap-2">
            {reason.matched ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
            )}
            <span className={reason.matched ? 'text-ink' : 'text-ink-muted'}>
              <span className="sr-only">
                {reason.matched ? t('web.match.matched') : t('web.match.notMatched')}{' '}
              </span>
              {t(`reasons.${reason.code}`, { values: reason.values.join(', ') })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
