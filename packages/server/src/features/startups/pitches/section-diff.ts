import { diffWordsWithSpace } from 'diff';

/** One run of a diff: text that was added, removed, or kept. */
export interface DiffPart {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/** The word-level diff from one version of a section to the next (jsdiff's, a well-kept library). */
export function sectionDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
