import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { displayWidth } from '../../io/table';
import { readsFrom } from '../json-fields-source';

/** `ailab audit view <id>`: one entry, its actor and target named. */
export function newAuditViewCommand(
  context: CommandContext,
  runF: (id: string, factory: Factory) => Promise<void> = runAuditView,
): Command {
  const { t } = context;
  const command = new Command('view')
    .description(t('audit.view.description'))
    .argument('<id>', t('audit.view.id'))
    .addHelpText('after', `\n${t('audit.view.examples')}`)
    .action((id: string) => runF(id, context.factory()));
  return readsFrom(command, 'adminAudit', 'get');
}

/** Before and after as indented JSON under their label (a whole object, never cut to the terminal's width). */
function jsonBlock(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return `\n${JSON.stringify(value, null, 2)
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')}`;
}

/** Shows one audit entry as labelled lines; --json prints the contract answer. */
export async function runAuditView(id: string, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const entry = await (await f.api()).adminAudit.get({ id: id.trim() });
  if (f.json) {
    printJson(io, entry);
    return;
  }
  const target = `${entry.target.type}:${entry.target.id}`;
  const fields: [string, string][] = [
    ['id', entry.id],
    ['time', entry.created_at],
    ['actor', entry.actor ? `${entry.actor.name} <${entry.actor.email}>`.trim() : t('audit.list.system')],
    ['action', entry.action],
    ['target', entry.target_name === null ? target : `${entry.target_name} (${target})`],
    ['before', jsonBlock(entry.before)],
    ['after', jsonBlock(entry.after)],
  ];
  const labels = fields.map(([key]) => t(`audit.view.fields.${key}`));
  const width = Math.max(...labels.map(displayWidth));
  io.print(
    fields
      .map(([, value], index) => {
        const label = labels[index] ?? '';
        return `${io.out.bold(label)}${' '.repeat(width - displayWidth(label) + 2)}${value}`;
      })
      .join('\n'),
  );
}
