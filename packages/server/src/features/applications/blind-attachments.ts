import type { AdminApplication } from '@ailab/core/contract/applications/review.schemas';
import { APPLICATION_TYPES } from './upload.service';

type Attachment = AdminApplication['attachments'][number];

/**
 * A blind phase's view of the files: each keeps its question, type, size and link, but not the name it was
 * uploaded with (`Jane-Doe-deck.pdf` names the applicant); it reads `<question>-<n>.<extension>` instead.
 */
export function blindAttachments(attachments: readonly Attachment[]): Attachment[] {
  const perQuestion = new Map<string, number>();
  return attachments.map((attachment) => {
    const n = (perQuestion.get(attachment.question_id) ?? 0) + 1;
    perQuestion.set(attachment.question_id, n);
    const extension = APPLICATION_TYPES.find((type) => type.mime === attachment.mime)?.extension ?? 'bin';
    return { ...attachment, name: `${attachment.question_id}-${n}.${extension}` };
  });
}
