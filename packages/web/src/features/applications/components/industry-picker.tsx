import {
  type Application,
  type IndustryOption,
  IndustryProposalName,
  MAX_INDUSTRIES,
} from '@ailab/core/contract/applications/application.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** The catalogue's industries by group, in the catalogue's order. */
export function groupIndustries(options: readonly IndustryOption[]) {
  const groups = new Map<string, { name: string; items: IndustryOption[] }>();
  for (const option of options) {
    const group = groups.get(option.group.slug) ?? { name: option.group.name, items: [] };
    group.items.push(option);
    groups.set(option.group.slug, group);
  }
  return [...groups.entries()].map(([slug, group]) => ({ slug, ...group }));
}

/**
 * The industries a venture works in: up to five from the catalogue, by group, and new ones proposed by
 * name (an administrator accepts or merges them), shown with their status.
 */
export function IndustryPicker({
  options,
  chosen,
  proposals,
  onChange,
  onPropose,
}: {
  options: readonly IndustryOption[];
  chosen: string[];
  proposals: Application['industry_proposals'];
  onChange(next: string[]): void;
  onPropose(name: string): Promise<boolean>;
}) {
  const { t } = useTranslation('applications');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const full = chosen.length >= MAX_INDUSTRIES;
  const valid = IndustryProposalName.safeParse(name).success;
  const propose = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      if (await onPropose(name.trim())) setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">{t('web.industries.title')}</legend>
        <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
          {t('web.industries.hint', { count: chosen.length, max: MAX_INDUSTRIES })}
        </p>
        <div className="space-y-3">
          {groupIndustries(options).map((group) => (
            <fieldset key={group.slug}>
              <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                {group.name}
              </legend>
              <div className="grid gap-1.5 sm:grid-cols-2">
                {group.items.map((industry) => {
                  const checked = chosen.includes(industry.slug);
                  return (
                    <label key={industry.slug} className="flex items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={(event) =>
                          onChange(
                            event.target.checked
                              ? [...chosen, industry.slug]
                              : chosen.filter((slug) => slug !== industry.slug),
                          )
                        }
                      />
                      {industry.name}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>
      <div>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void propose();
          }}
        >
          <TextField
            className="min-w-0 flex-1"
            label={t('web.industries.propose')}
            hint={t('web.industries.proposeHint')}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={busy} disabled={!valid}>
            {t('web.industries.proposeAction')}
          </Button>
        </form>
        {proposals.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {proposals.map((proposal) => (
              <li key={proposal.id}>
                <Badge tone={proposal.status === 'proposed' ? 'info' : 'success'}>
                  {proposal.name} · {t(`web.industries.status.${proposal.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
