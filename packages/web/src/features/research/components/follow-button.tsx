import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFollow } from '../api/industries-api';

/** Follow or unfollow an industry (a toggle button). */
export function FollowButton({ slug, name, followed }: { slug: string; name: string; followed: boolean }) {
  const { t } = useTranslation('research');
  const follow = useFollow();
  return (
    <Button
      variant={followed ? 'secondary' : 'primary'}
      aria-pressed={followed}
      aria-label={
        followed ? t('web.industries.unfollowName', { name }) : t('web.industries.followName', { name })
      }
      loading={follow.isPending}
      onClick={() => follow.mutate({ slug, follow: !followed })}
    >
      {followed ? t('web.industries.following') : t('web.industries.follow')}
    </Button>
  );
}
