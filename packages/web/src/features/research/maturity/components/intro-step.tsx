import type { MaturityQuestionnaire, MaturitySizeBand } from '@ailab/core/contract/research/maturity.schemas';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';

interface IntroStepProps {
  questionnaire: MaturityQuestionnaire;
  industry: string;
  sizeBand: MaturitySizeBand | '';
  onIndustry(value: string): void;
  onSizeBand(value: MaturitySizeBand | ''): void;
  showMissing: boolean;
}

/** What the assessment is, and the industry and size it is compared within. */
export function IntroStep({
  questionnaire,
  industry,
  sizeBand,
  onIndustry,
  onSizeBand,
  showMissing,
}: IntroStepProps) {
  const { t } = useTranslation('maturity');
  const required = t('chooseBoth');
  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-muted">{t('privacy')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {questionnaire.dimensions.map((dimension) => (
          <li key={dimension.key} className="rounded-lg border border-line bg-surface p-3">
            <p className="text-sm font-semibold text-ink">{dimension.title}</p>
            <p className="text-xs text-ink-muted">{dimension.summary}</p>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('industry')}
          hint={t('industryHint')}
          value={industry}
          onValueChange={onIndustry}
          error={showMissing && !industry ? required : undefined}
          options={[
            { value: '', label: t('choose') },
            ...questionnaire.industries.map((item) => ({ value: item.slug, label: item.name })),
          ]}
        />
        <SelectField<MaturitySizeBand | ''>
          label={t('sizeBand')}
          value={sizeBand}
          onValueChange={onSizeBand}
          error={showMissing && !sizeBand ? required : undefined}
          options={[
            { value: '', label: t('choose') },
            ...questionnaire.size_bands.map((band) => ({ value: band.key, label: band.label })),
          ]}
        />
      </div>
    </div>
  );
}
