import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { paths } from '../../../config/paths';
import { useMagicToken } from '../api/magic-token';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Signs in with the token of an emailed link, once, as soon as the screen opens. */
export function MagicLinkSignIn({ token }: { token: string }) {
  const { t } = useTranslation('web');
  const completeSignIn = useCompleteSignIn();
  const magicMutation = useMagicToken();
  const started = useRef(false);
  const { mutate } = magicMutation;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ token }, { onSuccess: completeSignIn });
  }, [token, mutate, completeSignIn]);

  if (magicMutation.isError) {
    return (
      <div className="space-y-4">
        <FormError error={magicMutation.error} />
        <Link to={paths.magicLogin} className="text-sm font-medium text-brand-600 dark:text-brand-400">
          {t('magic.useCode')}
        </Link>
      </div>
    );
  }
  return <SectionSpinner />;
}
