import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list/list-view';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFundraising } from '../api/fundraising';
import { formatMoney, STAGES } from './startup-format';

/** /fundraising: the startups that chose to be listed as raising. */
export function FundraisingScreen() {
  const { t, i18n } = useTranslation('startups');
  useDocumentTitle(t('web.fundraising.title'));
  const [stage, setStage] = useState('');
  const query = useFundraising(stage);
  const items = query.data?.items ?? [];
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={t('web.fundraising.title')} description={t('web.fundraising.intro')} />
      <SelectField
        label={t('web.fundraising.stage')}
        className="max-w-xs"
        value={stage}
        onValueChange={setStage}
        options={[
          { value: '', label: t('web.fundraising.anyStage') },
          ...STAGES.map((value) => ({ value, label: t(`stages.${value}`) })),
        ]}
      />
      <ListView
        query={query}
        items={items}
        skeleton="cards"
        filtered={stage !== ''}
        onClearFilters={() => setStage('')}
        empty={{ title: t('web.fundraising.empty') }}
      >
        {(rows) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((item) => (
              <li
                key={item.startup_id}
                className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
              >
                <div className="flex items-center gap-3">
                  {item.logo_url ? (
                    <img src={item.logo_url} alt="" className="size-10 rounded object-cover" />
                  ) : null}
                  <h2 className="text-lg font-semibold text-ink">{item.name}</h2>
                </div>
                <p className="text-sm text-ink-muted">{item.one_liner}</p>
                <div className="flex flex-wrap gap-2">
                  <Badge tone="brand">{t(`stages.${item.stage}`)}</Badge>
                  {item.industries.map((industry) => (
                    <Badge key={industry}>{industry}</Badge>
                  ))}
                  {item.country ? <Badge>{item.country}</Badge> : null}
                </div>
                {item.amount_raising ? (
                  <p className="text-sm font-medium text-ink">
                    {t('web.fundraising.raising', {
                      amount: formatMoney(item.amount_raising, i18n.language),
                    })}
                  </p>
                ) : null}
                {item.website ? (
                  <a
                    href={item.website}
                    className="mt-auto text-sm text-brand-700 underline dark:text-brand-300"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('web.fundraising.website', { name: item.name })}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </ScreenContainer>
  );
}
