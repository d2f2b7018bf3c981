import type { ApiClient } from '@ailab/core/client/create-client';
import { isApiError } from '@ailab/core/errors/api-error';
import type { ReportFile } from './research-file';
import { sameContent } from './research-file';

/** What `research publish` did. */
export type PublishOutcome = 'created' | 'updated' | 'unchanged' | 'scheduled';

/**
 * Creates or updates the report with the file's slug and submits it for review, so reports can live in
 * a git repository and be published from CI. Idempotent: a file that matches the stored newest
 * revision changes nothing. `schedule` schedules an approved report for that time.
 */
export async function publishReportFile(
  api: ApiClient,
  file: ReportFile,
  schedule: string | undefined,
): Promise<{ outcome: PublishOutcome; id: string; state: string; version: number }> {
  const content = {
    title: file.title,
    summary: file.summary,
    sections: file.sections,
    industries: file.industries,
    tags: file.tags,
    sources: file.sources,
  };
  const found = await api.ailabResearch.get({ slug: file.slug }).catch((error: unknown) => {
    if (isApiError(error, 'NOT_FOUND')) return undefined;
    throw error;
  });
  let item = found?.item;
  let outcome: PublishOutcome = 'unchanged';
  if (!item) {
    item = await api.ailabResearch.create({ slug: file.slug, ...content });
    outcome = 'created';
  } else if (!sameContent(file, item)) {
    item = await api.ailabResearch.manage({ action: 'edit', id: item.id, version: item.version, ...content });
    outcome = 'updated';
  }
  if (outcome !== 'unchanged' && (item.state === 'draft' || item.state === 'changes_requested'))
    item = await api.ailabResearch.manage({ action: 'submit', id: item.id });
  if (schedule && item.state === 'approved') {
    item = await api.ailabResearch.savePublic({ id: item.id, publish_at: new Date(schedule).toISOString() });
    outcome = 'scheduled';
  }
  return { outcome, id: item.id, state: item.state, version: item.version };
}
