import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import { STALLED_AFTER_DAYS } from '@ailab/core/contract/institutes/progress.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/list/query-view';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useInstitute, useManageInstitute } from '../api/institutes-api';
import { instituteScope } from '../lib/progress-scope';
import { CourseFunnel } from './course-funnel';
import { EmailStalled } from './email-stalled';
import { InstituteAudit } from './institute-audit';
import { InstituteCourses } from './institute-courses';
import { InstituteEditDialog } from './institute-edit-dialog';
import { InstituteLogo } from './institute-logo';
import { InstituteLogoField } from './institute-logo-field';
import { InstituteRoster } from './institute-roster';
import { InstituteSupervisors } from './institute-supervisors';
import { InstituteTeams } from './institute-teams';

function Overview({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('institutes');
  const manage = useManageInstitute();
  const archived = institute.status === 'archived';
  const counts: [string, number][] = [
    [t('web.columns.teams'), institute.counts.teams],
    [t('web.columns.members'), institute.counts.members],
    [t('web.columns.supervisors'), institute.counts.supervisors],
    [t('web.columns.pending'), institute.counts.pending_invitations],
    [t('web.columns.courses'), institute.counts.courses],
  ];
  return (
    <Card
      title={t('web.overview')}
      actions={
        <div className="flex flex-wrap gap-2">
          {archived ? null : <InstituteEditDialog institute={institute} />}
          <Button
            variant={archived ? 'secondary' : 'danger-ghost'}
            loading={manage.isPending}
            onClick={() =>
              manage.mutate({ institute_id: institute.id, action: archived ? 'restore' : 'archive' })
            }
          >
            {archived ? t('web.restore') : t('web.archive')}
          </Button>
        </div>
      }
    >
      <div className="space-y-3">
        <FormError error={manage.error} />
        {archived ? <Alert tone="info">{t('web.archivedNotice')}</Alert> : null}
        <InstituteLogoField institute={institute} />
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone={archived ? 'warning' : 'success'}>{t(`statuses.${institute.status}`)}</Badge>
          <span>{t(`kinds.${institute.kind}`)}</span>
          {institute.country ? <span>{institute.country}</span> : null}
          <span>{institute.time_zone}</span>
          {institute.email_domains.length ? <span>{institute.email_domains.join(', ')}</span> : null}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {counts.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-surface-muted p-3">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

/** /admin/education-administration/institutions/{instituteId}: overview (edit, archive), teams, roster (with the import), supervisors, courses, audit. */
export function InstitutePage({ instituteId }: { instituteId: string }) {
  const { t } = useTranslation('institutes');
  const query = useInstitute(instituteId);
  return (
    <ScreenContainer className="space-y-6">
      <QueryView query={query}>
        {(institute) => (
          <>
            <div className="flex items-center gap-3">
              <InstituteLogo institute={institute} size="lg" />
              <div className="min-w-0 flex-1">
                <PageHeader title={institute.name} />
              </div>
            </div>
            <Link
              to={paths.learning.adminCourses}
              className="text-sm text-link underline-offset-2 hover:underline"
            >
              {t('web.back')}
            </Link>
            <Overview institute={institute} />
            <InstituteTeams institute={institute} />
            <InstituteRoster institute={institute} />
            <InstituteSupervisors institute={institute} />
            <InstituteCourses institute={institute} />
            <CourseFunnel scope={instituteScope(institute)} />
            <EmailStalled scope={instituteScope(institute)} defaultDays={STALLED_AFTER_DAYS} />
            <InstituteAudit instituteId={institute.id} />
          </>
        )}
      </QueryView>
    </ScreenContainer>
  );
}
