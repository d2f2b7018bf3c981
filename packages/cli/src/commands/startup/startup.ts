import type { StartupStage } from '@ailab/core/contract/startups/startup.schemas';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { formatTable } from '../../io/table';
import { fetchList } from '../../services/list-pages';
import { resolveStartupId } from '../../services/startup-ref';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';
import { startupWriteCommands } from './startup-write';

interface StartupListOptions extends ListFlags {
  studio?: boolean;
  stage?: string;
  industry?: string;
  status?: 'active' | 'archived';
}

/**
 * `ailab startup list`: my startups, or with `--studio` every startup of the studio (administrators), on the
 * shared list helpers (`--json`, `--limit`, `--all`).
 */
export async function runStartupList(options: StartupListOptions, f: Factory): Promise<void> {
  const paging = listPagesOptions(options, f.t);
  await requireToken(f);
  const api = await f.api();
  const status = options.status ? { status: options.status } : {};
  const page = options.studio
    ? await fetchList(
        api.v1Admin.businessesList,
        {
          ...status,
          // Checked by the server, which names the stages it takes (exit code 2).
          ...(options.stage ? { stage: options.stage as StartupStage } : {}),
          ...(options.industry ? { industry: options.industry } : {}),
        },
        paging,
      )
    : await fetchList(api.userBusiness.listing, status, paging);
  const header = (key: string) => f.t(`startups:cli.columns.${key}`);
  printList(f, page, [
    { header: header('id'), value: (startup) => startup.id },
    { header: header('name'), value: (startup) => startup.name },
    { header: header('stage'), value: (startup) => f.t(`startups:stages.${startup.stage}`) },
    { header: header('status'), value: (startup) => startup.status },
    { header: header('members'), value: (startup) => startup.member_count },
    { header: header('role'), value: (startup) => startup.my_role },
  ]);
}

/** `ailab startup view <id>`: one of my startups with its team. */
export async function runStartupView(id: string, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const api = await f.api();
  const details = await api.userBusiness.details({ id: await resolveStartupId(api, id, t) });
  if (f.json) {
    printJson(io, details);
    return;
  }
  const { startup, members } = details;
  const line = (key: string, value: string | number | null) =>
    io.print(
      `${io.out.bold(t(`startups:cli.fields.${key}`))}: ${value === null || value === '' ? '-' : value}`,
    );
  io.print(io.out.bold(startup.name));
  if (startup.one_liner) io.print(startup.one_liner);
  line('id', startup.id);
  line('stage', t(`startups:stages.${startup.stage}`));
  line('status', startup.status);
  line('industries', startup.industries.join(', '));
  line('website', startup.website);
  line('country', startup.country);
  line('founded', startup.founded_on);
  line('fundraising', t(startup.listed_on_fundraising ? 'startups:cli.yes' : 'startups:cli.no'));
  io.print(`\n${io.out.bold(t('startups:cli.team'))}`);
  const header = (key: string) => t(`startups:cli.columns.${key}`);
  io.print(
    formatTable(
      [header('name'), header('email'), header('role'), header('joined')],
      members.map((member) => [member.name, member.email, member.role, member.joined_at.slice(0, 10)]),
      io.tableWidth,
      (text) => io.out.bold(text),
    ),
  );
}

/**
 * `ailab startup`: the startup studio's businesses (role 3 for one's own, administrators for all):
 * list, view, create, update, archive, restore, invite, members.
 */
export function newStartupCommand(context: CommandContext): Command {
  const { t } = context;
  const list = new Command('list')
    .alias('ls')
    .description(t('startups:cli.list'))
    .option('--studio', t('startups:cli.options.studio'))
    .option('--stage <stage>', t('startups:cli.options.stage'))
    .option('--industry <slug>', t('startups:cli.options.industry'))
    .option('--status <status>', t('startups:cli.options.status'));
  const command = new Command('startup')
    .description(t('startups:cli.description'))
    .addCommand(
      addListOptions(readsFrom(list, 'userBusiness', 'listing'), t).action((options: StartupListOptions) =>
        runStartupList(options, context.factory()),
      ),
    )
    .addCommand(
      readsFrom(
        new Command('view')
          .description(t('startups:cli.view'))
          .argument('<id>', t('startups:cli.options.id'))
          .action((id: string) => runStartupView(id, context.factory())),
        'userBusiness',
        'details',
      ),
    );
  for (const subcommand of startupWriteCommands(context)) command.addCommand(subcommand);
  return command;
}
