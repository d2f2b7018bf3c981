/** What other domains may use of accounts: one-time codes (an invitation is a reset code that lasts longer). */
export { issueCode } from './codes.service';
