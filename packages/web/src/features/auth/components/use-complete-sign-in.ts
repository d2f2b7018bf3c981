import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import { menuHref } from '@ailab/core/menu/visible-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { areaPaths, paths, searchParams } from '../../../config/paths';
import { useAuthController } from '../../../hooks/use-auth';
import { useSignInNotice } from '../../../hooks/use-sign-in-notice';
import { safeReturnPath } from '../../../lib/return-path';

/**
 * The page a sign-in returns to: the signed-in page that sent the person here (router state),
 * or `?next=` (a deep link, an expired session), when it is a same-origin path.
 */
export function useReturnPath(): string | undefined {
  const location = useLocation();
  const [query] = useSearchParams();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  return safeReturnPath(from) ?? safeReturnPath(query.get(searchParams.next));
}

/** Stores a sign-in and goes on: to the forced password change, the requested page, or the area dashboard. */
export function useCompleteSignIn() {
  const controller = useAuthController();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { setNotice } = useSignInNotice();
  const returnPath = useReturnPath();
  return (result: SignInResult) => {
    queryClient.clear();
    setNotice({ previousLoginAt: result.previous_login_at });
    controller.login(result);
    if (result.must_change_password || result.user.must_change_password) {
      navigate(paths.changePassword, { replace: true });
      return;
    }
    navigate(returnPath ?? menuHref(areaPaths.dashboard, result.user.area_code), { replace: true });
  };
}
