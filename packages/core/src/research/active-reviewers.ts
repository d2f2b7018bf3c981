import type { ResearchItem } from '../contract/research/research.schemas';

/**
 * In review with reviewers on record, none of whom is still a research editor or an administrator: the
 * assignments grant nothing, so nobody assigned can approve until someone current is assigned.
 */
export function hasNoActiveReviewer(item: Pick<ResearchItem, 'state' | 'reviewers'>): boolean {
  return (
    item.state === 'in_review' &&
    item.reviewers.length > 0 &&
    item.reviewers.every((reviewer) => !reviewer.active)
  );
}
