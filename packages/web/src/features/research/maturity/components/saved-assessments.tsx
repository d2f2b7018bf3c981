import type { MaturityQuestionnaire } from '@ailab/core/contract/research/maturity.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../../components/ui/card';
import { useMyAssessments } from '../api/maturity-api';

/** A signed-in visitor's saved assessments, each opening its result; nothing while there are none. */
export function SavedAssessments({ questionnaire }: { questionnaire: MaturityQuestionnaire }) {
  const { t, i18n } = useTranslation('maturity');
  const mine = useMyAssessments(true);
  const items = mine.data?.items ?? [];
  if (items.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const levelName = (level: number) =>
    questionnaire.levels.find((l) => l.level === level)?.name ?? String(level);
  return (
    <Card title={t('account.mine')}>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={`?saved=${encodeURIComponent(item.id)}`}
              className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
            >
              {t('account.savedItem', {
                date: date.format(new Date(item.submitted_at)),
                level: item.overall_level,
                name: levelName(item.overall_level),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
