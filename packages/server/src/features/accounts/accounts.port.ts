/** What other domains may use of accounts: one-time codes (an invitation is a reset code that lasts longer). */
export { issueCode, issueCodesForNewAccounts } from './codes.service';
/** What other domains may use to finish an account they proved the address of: sign it in, end its sign-up attempts. */
export { retireSignUpAttempts } from './registration.service';
export { startSession } from './sign-in.service';
