/**
 * GitHub's rules for account (user and organisation) names: letters, digits and single hyphens, not
 * starting or ending with a hyphen, at most 39 characters.
 */
export const GITHUB_OWNER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

/** GitHub's rules for repository names: letters, digits, `.`, `-` and `_`, at most 100; not `.` or `..`. */
export const GITHUB_REPOSITORY_PATTERN = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

/** `owner/repository`, both parts by the rules above. */
export const GITHUB_FULL_NAME_PATTERN = new RegExp(
  `^${GITHUB_OWNER_PATTERN.source.slice(1, -1)}/${GITHUB_REPOSITORY_PATTERN.source.slice(1, -1)}$`,
);

/** True when `name` is a valid GitHub account name. */
export function isGithubOwner(name: string): boolean {
  return GITHUB_OWNER_PATTERN.test(name);
}

/** True when `name` is a valid repository name (without its owner). */
export function isGithubRepository(name: string): boolean {
  return GITHUB_REPOSITORY_PATTERN.test(name);
}

/** True when `fullName` is `owner/repository` with both parts valid. */
export function isGithubFullName(fullName: string): boolean {
  return GITHUB_FULL_NAME_PATTERN.test(fullName);
}
