/** How a learner appears in public (reviews, leaderboard): first name and the initial of the last. */
export function publicName(first: string, last: string): string {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}
