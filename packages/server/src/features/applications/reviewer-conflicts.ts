import type { AssignExclusion } from '@ailab/core/contract/applications/assign.schemas';

/**
 * Mail domains anyone can sign up to: sharing one says nothing about who works together, so they never
 * exclude a reviewer. A short list of the providers our three markets use most (docs/decisions.md).
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.es',
  'hotmail.com',
  'hotmail.es',
  'live.com',
  'live.com.mx',
  'msn.com',
  'yahoo.com',
  'yahoo.com.mx',
  'yahoo.co.jp',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'zoho.com',
  'prodigy.net.mx',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'softbank.ne.jp',
]);

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Who applied: the applicant's account and address, and the team members' addresses. */
export interface ApplicantSide {
  userId: string | null;
  email: string;
  teamEmails: readonly string[];
}

/**
 * Why `reviewer` may not review an application, or null when they may: they are the applicant, on the
 * team, or share the applicant's or a team member's email domain (unless it is a public mail domain).
 */
export function reviewerConflict(
  reviewer: { id: string; email: string },
  applicant: ApplicantSide,
): AssignExclusion | null {
  const email = reviewer.email.toLowerCase();
  if (reviewer.id === applicant.userId || email === applicant.email.toLowerCase()) return 'applicant';
  const team = applicant.teamEmails.map((item) => item.toLowerCase());
  if (team.includes(email)) return 'team_member';
  const domain = domainOf(email);
  if (PUBLIC_MAIL_DOMAINS.has(domain)) return null;
  const theirs = [applicant.email, ...team].map(domainOf);
  return theirs.includes(domain) ? 'email_domain' : null;
}
