import { Handshake, ListChecks, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const POINTS = [
  { key: 'ranked', Icon: Sparkles },
  { key: 'pipeline', Icon: ListChecks },
  { key: 'intros', Icon: Handshake },
] as const;

/**
 * /investment for a visitor: what the investor desk gives (pitches ranked for a thesis with the reasons, a private
 * pipeline, intros founders agree to) and how to get it; the startups raising now are one click away.
 */
export function InvestorsPublicScreen() {
  const { t } = useTranslation('startups');
  useDocumentTitle(t('web.investorsPublic.title'));
  return (
    <ScreenContainer width="medium" className="space-y-8">
      <PageHeader
        title={t('web.investorsPublic.title')}
        description={t('web.investorsPublic.intro')}
        actions={
          <Link className={buttonClasses('primary')} to={paths.fundraising}>
            {t('web.investorsPublic.raising')}
          </Link>
        }
      />
      <ul className="grid gap-4 sm:grid-cols-3">
        {POINTS.map(({ key, Icon }) => (
          <li key={key} className="rounded-card border border-line bg-surface p-5 shadow-card">
            <span className="mb-3 flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-base font-semibold text-ink">{t(`web.investorsPublic.${key}Title`)}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t(`web.investorsPublic.${key}Body`)}</p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="investor-access"
        className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="investor-access" className="text-base font-semibold text-ink">
          {t('web.investorsPublic.accessTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('web.investorsPublic.accessBody')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link className={buttonClasses('primary')} to={paths.register}>
            {t('web.investorsPublic.join')}
          </Link>
          <Link className={buttonClasses('secondary')} to={paths.login}>
            {t('web.investorsPublic.signIn')}
          </Link>
        </div>
      </section>
    </ScreenContainer>
  );
}
