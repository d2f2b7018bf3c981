import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { readsFrom } from '../json-fields-source';

/** `ailab application view <id>`. */
export function newApplicationViewCommand(
  context: CommandContext,
  runF: (id: string, factory: Factory) => Promise<void> = runApplicationView,
): Command {
  const command = new Command('view')
    .description(context.t('applications:cli.view.description'))
    .argument('<id>', context.t('applications:cli.idArg'))
    .action((id: string) => runF(id, context.factory()));
  return readsFrom(command, 'adminApplications', 'get');
}

export async function runApplicationView(id: string, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const app = await (await f.api()).adminApplications.get({ id });
  if (f.json) {
    printJson(io, app);
    return;
  }
  const line = (key: string, value: string) =>
    io.print(`${io.out.bold(t(`applications:cli.view.${key}`))}: ${value}`);
  io.print(io.out.bold(app.title || app.id));
  line('id', app.id);
  line('programme', `${app.programme.title} (${app.programme.phase})`);
  line('state', app.state);
  line(
    'applicant',
    app.applicant ? `${app.applicant.name} <${app.applicant.email}>` : t('applications:cli.hidden'),
  );
  line('score', app.score === null ? '-' : app.score.toFixed(2));
  line('reviewers', app.reviewers.map((reviewer) => reviewer.name).join(', ') || '-');
  for (const [question, value] of Object.entries(app.answers))
    io.print(`\n${io.out.bold(question)}\n${Array.isArray(value) ? value.join(', ') : String(value ?? '')}`);
}
