import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { ListView } from '../../../components/list/list-view';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import {
  useAcceptInvitation,
  useAddStartup,
  useInvite,
  useMyStartups,
  useStartupDetails,
} from '../api/my-startups';

function StartupTeam({ id }: { id: string }) {
  const { t } = useTranslation('startups');
  const details = useStartupDetails(id);
  const invite = useInvite(id);
  const [email, setEmail] = useState('');
  const manager = details.data?.startup.my_role === 'owner' || details.data?.startup.my_role === 'admin';
  return (
    <div className="mt-4 space-y-3 border-t border-line pt-4">
      <h3 className="text-sm font-semibold text-ink">{t('web.startups.team')}</h3>
      <ul className="space-y-1 text-sm">
        {(details.data?.members ?? []).map((member) => (
          <li key={member.user_id} className="text-ink">
            {member.name} <Badge>{t(`web.startups.roles.${member.role}`)}</Badge>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        {t('web.startups.modules')}:{' '}
        {(details.data?.startup.modules ?? [])
          .map((module) => t(`web.startups.moduleNames.${module}`))
          .join(', ')}
      </p>
      {manager ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate(email, { onSuccess: () => setEmail('') });
          }}
        >
          <TextField
            label={t('web.startups.inviteEmail')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <Button type="submit" variant="secondary" loading={invite.isPending}>
            {t('web.startups.invite')}
          </Button>
        </form>
      ) : null}
      {invite.isSuccess ? <Alert tone="success">{t('web.startups.invited')}</Alert> : null}
      <FormError error={invite.error} />
    </div>
  );
}

/** /ailab/startups: my startups, create one, accept an invitation, the team of each. */
export function MyStartupsScreen() {
  const { t } = useTranslation('startups');
  const title = useScreenTitle('myStartups');
  const query = useMyStartups();
  const add = useAddStartup();
  const accept = useAcceptInvitation();
  const [params, setParams] = useSearchParams();
  const token = params.get('invitation');
  // A notified invitee opens ?invitation_id=: accepting is their click, not the page load.
  const invitationId = params.get('invitation_id');
  const [name, setName] = useState('');
  const [oneLiner, setOneLiner] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { mutate: acceptToken } = accept;
  useEffect(() => {
    if (token) acceptToken({ token }, { onSettled: () => setParams({}, { replace: true }) });
  }, [token, acceptToken, setParams]);
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={title} description={t('web.startups.intro')} />
      {accept.isSuccess ? (
        <Alert tone="success">{t('web.startups.joined', { name: accept.data.startup.name })}</Alert>
      ) : null}
      <FormError error={accept.error} />
      {invitationId && !accept.isSuccess ? (
        <Alert tone="info">
          <p>{t('web.startups.invitationPending')}</p>
          <Button
            className="mt-2"
            loading={accept.isPending}
            onClick={() =>
              acceptToken(
                { invitation_id: invitationId },
                { onSuccess: () => setParams({}, { replace: true }) },
              )
            }
          >
            {t('web.startups.acceptInvitation')}
          </Button>
        </Alert>
      ) : null}
      <Card title={t('web.startups.create')}>
        <form
          className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(
              { name, one_liner: oneLiner },
              {
                onSuccess: () => {
                  setName('');
                  setOneLiner('');
                },
              },
            );
          }}
        >
          <TextField
            label={t('web.startups.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={120}
          />
          <TextField
            label={t('web.startups.oneLiner')}
            value={oneLiner}
            onChange={(event) => setOneLiner(event.target.value)}
            maxLength={200}
          />
          <Button type="submit" loading={add.isPending}>
            {t('web.startups.createButton')}
          </Button>
        </form>
        <FormError error={add.error} />
      </Card>
      <ListView
        query={query}
        items={query.data?.items ?? []}
        skeleton="cards"
        empty={{ title: t('web.startups.empty') }}
      >
        {(rows) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {rows.map((startup) => (
              <li key={startup.id} className="rounded-card border border-line bg-surface p-5 shadow-card">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold text-ink">{startup.name}</h2>
                  <Badge tone="brand">{t(`stages.${startup.stage}`)}</Badge>
                  {startup.status === 'archived' ? (
                    <Badge tone="warning">{t('web.startups.archived')}</Badge>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-ink-muted">{startup.one_liner}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  {t('web.startups.members', { count: startup.member_count })}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="ghost"
                    aria-expanded={open === startup.id}
                    onClick={() => setOpen(open === startup.id ? null : startup.id)}
                  >
                    {t('web.startups.showTeam')}
                  </Button>
                  <Link
                    to={paths.area('ailab', 'startups/pitch-manager')}
                    className={buttonClasses('secondary')}
                  >
                    {t('web.startups.openPitches')}
                  </Link>
                </div>
                {open === startup.id ? <StartupTeam id={startup.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </ScreenContainer>
  );
}
