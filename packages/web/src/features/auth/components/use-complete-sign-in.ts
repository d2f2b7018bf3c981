import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import { menuHref } from '@ailab/core/menu/visible-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { areaPaths, paths } from '../../../config/paths';
import { useAuthController } from '../../../hooks/use-auth';
import { useSignInNotice } from '../../../hooks/use-sign-in-notice';

/** Stores a sign-in and goes on: to the forced password change, or to the area dashboard. */
export function useCompleteSignIn() {
  const controller = useAuthController();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { setNotice } = useSignInNotice();
  return (result: SignInResult) => {
    queryClient.clear();
    setNotice({ previousLoginAt: result.previous_login_at });
    controller.login(result);
    if (result.must_change_password || result.user.must_change_password) {
      navigate(paths.changePassword, { replace: true });
      return;
    }
    navigate(menuHref(areaPaths.dashboard, result.user.area_code), { replace: true });
  };
}
