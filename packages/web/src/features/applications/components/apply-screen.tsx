import type { PublicProgramme } from '@ailab/core/contract/applications/programme.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../hooks/use-auth';
import { useServices } from '../../../hooks/use-services';
import { memberChannel, visitorChannel } from '../api/application-channel';
import { ApplicationForm } from './application-form';

/** The resume token of an emailed link (`/apply?programme=…#resume=…`), taken out of the address bar. */
function useResumeToken(): string | null {
  const [token] = useState(() => {
    const match = /(?:^#|&)resume=([^&]+)/.exec(window.location.hash);
    if (match?.[1])
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  });
  return token;
}

/** /apply: the open programmes, a programme's page, and its form for a visitor or a member. */
export function ApplyScreen() {
  const { t } = useTranslation('applications');
  const [params] = useSearchParams();
  const slug = params.get('programme');
  const token = useResumeToken();
  return (
    <ScreenContainer width="compact" className="space-y-5">
      {token ? <ResumedForm token={token} /> : slug ? <ProgrammePage slug={slug} /> : <ProgrammeList />}
      <p className="sr-only">{t('web.title')}</p>
    </ScreenContainer>
  );
}

function ProgrammeList() {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const list = useQuery({
    queryKey: ['applications', 'open-programmes'],
    queryFn: () => api.open.programmeList({}),
  });
  return (
    <>
      <PageHeader title={t('web.title')} description={t('web.intro')} />
      {list.isPending ? (
        <LoadingSkeleton variant="cards" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('web.noProgrammes')} />
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((programme) => (
            <li key={programme.slug}>
              <Card
                id={`programme-${programme.slug}`}
                title={programme.title}
                description={t(programme.is_open ? 'web.closesAt' : 'web.opensAt', {
                  date: new Date(
                    programme.is_open ? programme.closes_at : programme.opens_at,
                  ).toLocaleString(),
                })}
              >
                <Link className={buttonClasses('primary')} to={`?programme=${programme.slug}`}>
                  {t('web.apply')}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ProgrammePage({ slug }: { slug: string }) {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const auth = useAuth();
  const programme = useQuery({
    queryKey: ['applications', 'programme', slug],
    queryFn: () => api.open.programmeGet({ programme: slug }),
  });
  if (programme.isPending) return <LoadingSkeleton variant="rows" />;
  if (programme.isError)
    return <ErrorState error={programme.error} onRetry={() => void programme.refetch()} />;
  const data = programme.data;
  return (
    <>
      <PageHeader
        title={data.title}
        description={t(data.is_open ? 'web.closesAt' : 'web.closed', {
          date: new Date(data.closes_at).toLocaleString(),
        })}
      />
      {data.description ? <LazyMarkdown source={data.description} /> : null}
      {!data.is_open ? (
        <Alert tone="info">{t('web.closedNotice')}</Alert>
      ) : auth.authenticated ? (
        <MemberForm programme={data} />
      ) : (
        <VisitorStart programme={data} />
      )}
    </>
  );
}

function VisitorStart({ programme }: { programme: PublicProgramme }) {
  const { t, i18n } = useTranslation('applications');
  const { api } = useServices();
  const [email, setEmail] = useState('');
  const start = useMutation({
    mutationFn: () =>
      api.open.applicationCreate({ programme: programme.slug, email, language: i18n.language as 'en-US' }),
  });
  if (start.isSuccess)
    return (
      <Card title={t('web.checkEmail')}>
        <p className="text-sm text-ink-muted">{t('web.checkEmailBody', { email })}</p>
      </Card>
    );
  return (
    <Card title={t('web.startTitle')} description={t('web.startBody')}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate();
        }}
      >
        <TextField
          label={t('web.fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormError error={start.error} />
        <Button type="submit" loading={start.isPending}>
          {t('web.emailLink')}
        </Button>
      </form>
    </Card>
  );
}

function MemberForm({ programme }: { programme: PublicProgramme }) {
  const { api } = useServices();
  const started = useQuery({
    queryKey: ['applications', 'start', programme.slug],
    queryFn: () => api.ailabApplications.update({ action: 'start', programme: programme.slug }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = useQuery({
    queryKey: ['applications', 'form-data', programme.slug],
    queryFn: () => api.ailabApplications.getData({ programme: programme.slug }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const channel = useMemo(
    () => (started.data ? memberChannel(api, started.data.id) : null),
    [api, started.data],
  );
  if (started.isPending || data.isPending) return <LoadingSkeleton variant="rows" />;
  if (started.isError || !channel)
    return <ErrorState error={started.error} onRetry={() => void started.refetch()} />;
  if (data.isError) return <ErrorState error={data.error} onRetry={() => void data.refetch()} />;
  return (
    <ApplicationForm
      programme={programme}
      initial={started.data}
      channel={channel}
      industryOptions={data.data.industry_options}
    />
  );
}

function ResumedForm({ token }: { token: string }) {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const resumed = useQuery({
    queryKey: ['applications', 'resume'],
    queryFn: () => api.open.applicationResume({ token }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const channel = useMemo(() => visitorChannel(api, token), [api, token]);
  if (resumed.isPending) return <LoadingSkeleton variant="rows" />;
  if (resumed.isError)
    return (
      <>
        <PageHeader title={t('web.title')} />
        <ErrorState error={resumed.error} onRetry={() => void resumed.refetch()} />
      </>
    );
  return (
    <>
      <PageHeader
        title={resumed.data.programme.title}
        description={t('web.resumedAs', { email: resumed.data.application.email })}
      />
      <ApplicationForm
        programme={resumed.data.programme}
        initial={resumed.data.application}
        channel={channel}
        industryOptions={resumed.data.industry_options}
      />
    </>
  );
}
