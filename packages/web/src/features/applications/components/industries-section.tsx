import type { AdminApplication } from '@ailab/core/contract/applications/review.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { groupIndustries } from './industry-picker';

type Proposal = AdminApplication['industry_proposals'][number];

/** What settling a proposal sends: accept it into a group, or merge it into a catalogue industry. */
export type Settle = { proposal_id: string } & (
  | { resolve: 'accept'; group: string }
  | { resolve: 'merge'; into: string }
);

/**
 * The application's industries and its proposals of new ones; administrators accept a proposal into a
 * group of the catalogue or merge it into an industry the catalogue has.
 */
export function IndustriesSection({
  application,
  onSettle,
  saving,
}: {
  application: AdminApplication;
  /** Present for administrators only. */
  onSettle?: (settle: Settle) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('applications');
  const names = new Map(application.industry_options.map((option) => [option.slug, option.name]));
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-ink">{t('web.industries.title')}</h3>
      <p className="mb-2 text-sm text-ink-muted">
        {application.industries.map((slug) => names.get(slug) ?? slug).join(', ') || t('web.notAnswered')}
      </p>
      {application.industry_proposals.length > 0 ? (
        <ul className="space-y-3">
          {application.industry_proposals.map((proposal) => (
            <ProposalRow
              key={proposal.id}
              proposal={proposal}
              application={application}
              onSettle={onSettle}
              saving={saving}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ProposalRow({
  proposal,
  application,
  onSettle,
  saving,
}: {
  proposal: Proposal;
  application: AdminApplication;
  onSettle?: (settle: Settle) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('applications');
  const groups = groupIndustries(application.industry_options);
  const [group, setGroup] = useState(groups[0]?.slug ?? '');
  const [into, setInto] = useState(application.industry_options[0]?.slug ?? '');
  const open = proposal.status === 'proposed';
  return (
    <li className="space-y-2 rounded-md border border-line p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
        {proposal.name}
        <Badge tone={open ? 'info' : 'success'}>{t(`web.industries.status.${proposal.status}`)}</Badge>
      </p>
      {open && onSettle ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              className="min-w-0 flex-1"
              label={t('web.industries.acceptInto', { name: proposal.name })}
              value={group}
              onValueChange={setGroup}
              options={groups.map((item) => ({ value: item.slug, label: item.name }))}
            />
            <Button
              variant="secondary"
              loading={saving}
              disabled={!group}
              onClick={() => onSettle({ proposal_id: proposal.id, resolve: 'accept', group })}
            >
              {t('web.industries.accept')}
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              className="min-w-0 flex-1"
              label={t('web.industries.mergeInto', { name: proposal.name })}
              value={into}
              onValueChange={setInto}
              options={application.industry_options.map((item) => ({
                value: item.slug,
                label: `${item.group.name} · ${item.name}`,
              }))}
            />
            <Button
              variant="secondary"
              loading={saving}
              disabled={!into}
              onClick={() => onSettle({ proposal_id: proposal.id, resolve: 'merge', into })}
            >
              {t('web.industries.merge')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
