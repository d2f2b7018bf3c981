import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type SignInNotice, SignInNoticeContext } from '../../hooks/use-sign-in-notice';

/** Keeps the last-login notice between the sign-in screen and the dashboard. */
export function SignInNoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<SignInNotice | undefined>(undefined);
  const clearNotice = useCallback(() => setNotice(undefined), []);
  const value = useMemo(() => ({ notice, setNotice, clearNotice }), [notice, clearNotice]);
  return <SignInNoticeContext.Provider value={value}>{children}</SignInNoticeContext.Provider>;
}
