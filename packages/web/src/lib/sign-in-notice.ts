/**
 * What the dashboard shows once after a sign-in ('Last Login at {time}'). Kept in
 * memory rather than in router state, because the sign-in screen's own redirect
 * for signed-in users may win the navigation race and drop that state.
 */
export interface SignInNotice {
  previousLoginAt: string | null;
}

let pending: SignInNotice | undefined;

export function setSignInNotice(notice: SignInNotice): void {
  pending = notice;
}

/** The notice waiting to be shown, without clearing it. */
export function peekSignInNotice(): SignInNotice | undefined {
  return pending;
}

export function clearSignInNotice(): void {
  pending = undefined;
}
