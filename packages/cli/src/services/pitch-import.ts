import type { ApiClient } from '@ailab/core/client/create-client';
import type { PitchContent, Section, SectionKind } from '@ailab/core/contract/startups/pitch.schemas';
import type { PitchFile } from './pitch-file';

/** What an import did (or, in a dry run, would do) to one section. */
export interface SectionAction {
  action: 'unchanged' | 'updated' | 'added' | 'kept';
  title: string;
  section_id: string | null;
}

/** The outcome of `ailab pitch import`. */
export interface PitchImportResult {
  pitch_id: string | null;
  created: boolean;
  pitch_changed: boolean;
  reordered: boolean;
  sections: SectionAction[];
  dry_run: boolean;
}

type PitchAudience = PitchContent['pitch']['audience'];

const same = (a: string, b: string) => a.trim() === b.trim();

/** Pairs each file section with a stored one: by id first, then by title among those not yet paired. */
function pairSections(file: PitchFile, stored: readonly Section[]): (Section | undefined)[] {
  const taken = new Set<string>();
  const byId = new Map(stored.map((section) => [section.id, section]));
  const pairs = file.sections.map((section) => {
    const found = section.id ? byId.get(section.id) : undefined;
    if (found && !taken.has(found.id)) {
      taken.add(found.id);
      return found;
    }
    return undefined;
  });
  return pairs.map((pair, index) => {
    if (pair) return pair;
    const wanted = file.sections[index];
    const found = stored.find(
      (section) => !taken.has(section.id) && wanted && same(section.title, wanted.title),
    );
    if (found) taken.add(found.id);
    return found;
  });
}

/**
 * Brings a stored pitch to what a file says, idempotently: changed sections get a new revision, new ones
 * are added, the order follows the file, and sections the file does not name are kept (never deleted).
 * Without a `pitch` id it creates the pitch under the file's `startup` first. A dry run reads only.
 */
export async function importPitch(
  api: ApiClient,
  file: PitchFile,
  options: { dryRun: boolean },
): Promise<PitchImportResult> {
  const result: PitchImportResult = {
    pitch_id: file.pitch ?? null,
    created: false,
    pitch_changed: false,
    reordered: false,
    sections: [],
    dry_run: options.dryRun,
  };
  let content: PitchContent | undefined = file.pitch
    ? await api.startupPitch.content({ id: file.pitch })
    : undefined;
  if (!content) {
    result.created = true;
    if (options.dryRun) {
      result.sections = file.sections.map((section) => ({
        action: 'added',
        title: section.title,
        section_id: null,
      }));
      return result;
    }
    const pitch = await api.startupPitch.add({
      startup_id: file.startup ?? '',
      title: file.title,
      ...(file.audience ? { audience: file.audience as PitchAudience } : {}),
      template: false,
    });
    result.pitch_id = pitch.id;
    content = await api.startupPitch.content({ id: pitch.id });
  }
  const pitchId = content.pitch.id;
  if (
    !result.created &&
    (file.title !== content.pitch.title || (file.audience && file.audience !== content.pitch.audience))
  ) {
    result.pitch_changed = true;
    if (!options.dryRun)
      content = await api.startupPitch.update({
        action: 'edit',
        id: pitchId,
        title: file.title,
        ...(file.audience ? { audience: file.audience as PitchAudience } : {}),
      });
  }
  const stored = [...content.sections].sort((a, b) => a.position - b.position);
  const pairs = pairSections(file, stored);
  const order: string[] = [];
  for (const [index, section] of file.sections.entries()) {
    const pair = pairs[index];
    if (pair) {
      order.push(pair.id);
      if (same(pair.title, section.title) && same(pair.body, section.body)) {
        result.sections.push({ action: 'unchanged', title: pair.title, section_id: pair.id });
        continue;
      }
      result.sections.push({ action: 'updated', title: section.title, section_id: pair.id });
      if (!options.dryRun)
        await api.startupPitch.sectionUpdate({
          id: pair.id,
          version: pair.version,
          title: section.title,
          body: section.body,
        });
      continue;
    }
    if (options.dryRun) {
      result.sections.push({ action: 'added', title: section.title, section_id: null });
      continue;
    }
    const before = new Set((content?.sections ?? []).map((item) => item.id));
    content = await api.startupPitch.update({
      action: 'add_section',
      id: pitchId,
      title: section.title,
      kind: section.kind as SectionKind,
    });
    const added = content.sections.find((item) => !before.has(item.id));
    if (!added) throw new Error('the server did not return the added section');
    order.push(added.id);
    if (section.body)
      await api.startupPitch.sectionUpdate({ id: added.id, version: added.version, body: section.body });
    result.sections.push({ action: 'added', title: section.title, section_id: added.id });
  }
  const paired = new Set(pairs.filter((pair) => pair !== undefined).map((pair) => pair.id));
  const kept = stored.filter((section) => !paired.has(section.id));
  for (const section of kept)
    result.sections.push({ action: 'kept', title: section.title, section_id: section.id });
  // The file's order, then the sections it does not name, in their stored order.
  const wanted = [...order, ...kept.map((section) => section.id)];
  const current = (
    options.dryRun ? stored : [...(content?.sections ?? [])].sort((a, b) => a.position - b.position)
  ).map((section) => section.id);
  const storedOrder = stored.map((section) => section.id);
  const comparable = options.dryRun ? wanted.filter((id) => storedOrder.includes(id)) : wanted;
  if (comparable.join() !== current.filter((id) => comparable.includes(id)).join()) {
    result.reordered = true;
    if (!options.dryRun)
      await api.startupPitch.update({ action: 'reorder', id: pitchId, section_ids: wanted });
  }
  return result;
}
