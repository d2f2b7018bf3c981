import { createContext, useContext } from 'react';

/** What the dashboard shows once after a sign-in: 'Last Login at {time}' (null: a first sign-in). */
export interface SignInNotice {
  previousLoginAt: string | null;
}

export interface SignInNoticeValue {
  notice: SignInNotice | undefined;
  setNotice: (notice: SignInNotice) => void;
  clearNotice: () => void;
}

/**
 * Held above the router rather than in router state, because the sign-in screen's own
 * redirect for signed-in users may win the navigation race and drop that state.
 */
export const SignInNoticeContext = createContext<SignInNoticeValue | null>(null);

export function useSignInNotice(): SignInNoticeValue {
  const value = useContext(SignInNoticeContext);
  if (!value) throw new Error('useSignInNotice needs a SignInNoticeProvider');
  return value;
}
