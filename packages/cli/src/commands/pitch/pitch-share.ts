import type { ShareLink } from '@ailab/core/contract/startups/share.schemas';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { newPitchPasswordCommand, readSharePassword } from './pitch-password';

interface ShareFlags {
  expires?: string;
  emailGate?: boolean;
  label?: string;
  passwordStdin?: boolean;
}

/**
 * `ailab pitch share <pitch> [--expires day] [--email-gate] [--label text] [--password-stdin]`:
 * prints the link (shown once); with `--password-stdin`, viewers type stdin's first line first.
 */
export async function runPitchShare(pitchId: string, flags: ShareFlags, f: Factory): Promise<void> {
  const password = flags.passwordStdin ? await readSharePassword(f) : undefined;
  await requireToken(f);
  const answer = await (await f.api()).startupPitch.share({
    pitch_id: pitchId,
    email_gate: flags.emailGate === true,
    ...(flags.label ? { label: flags.label } : {}),
    ...(flags.expires ? { expires_on: flags.expires } : {}),
    ...(password === undefined ? {} : { password }),
  });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  f.io.print(answer.url);
  f.io.info(f.t('startups:cli.share.created', { id: answer.link.id }));
}

const minutes = (seconds: number) => (seconds / 60).toFixed(1);

/** `ailab pitch links <pitch>`: the pitch's links with views, unique viewers and time per section. */
export async function runPitchLinks(pitchId: string, f: Factory): Promise<void> {
  await requireToken(f);
  const answer = await (await f.api()).startupPitch.shareLinks({ pitch_id: pitchId });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  if (answer.items.length === 0) {
    f.io.info(f.t('startups:cli.share.none'));
    return;
  }
  const header = ['ID', 'LABEL', 'STATUS', 'EXPIRES', 'GATE', 'VIEWS', 'UNIQUE', 'MINUTES'].map((key) =>
    f.t(`startups:cli.share.columns.${key.toLowerCase()}`),
  );
  f.io.print(header.join('\t'));
  for (const link of answer.items) f.io.print(linkLine(link, f));
  for (const link of answer.items.filter((item) => item.seconds > 0)) {
    f.io.print(`\n${f.io.out.bold(link.label || link.id)}`);
    for (const section of link.sections)
      f.io.print(`  ${section.title}\t${section.views}\t${minutes(section.seconds)}`);
  }
}

function linkLine(link: ShareLink, f: Factory): string {
  return [
    link.id,
    link.label || '-',
    link.status,
    link.expires_at ? link.expires_at.slice(0, 10) : '-',
    f.t(link.email_gate ? 'startups:cli.yes' : 'startups:cli.no'),
    link.views,
    link.unique_viewers,
    minutes(link.seconds),
  ].join('\t');
}

/** `ailab pitch unshare <link-id> [--yes]`: revokes a link; whoever holds it sees a "revoked" page. */
export async function runPitchUnshare(linkId: string, flags: { yes?: boolean }, f: Factory): Promise<void> {
  await confirmDestructive(f.io, f.t, flags.yes, {
    question: f.t('startups:cli.share.confirm', { id: linkId }),
    consequence: f.t('startups:cli.share.consequence', { id: linkId }),
  });
  await requireToken(f);
  const link = await (await f.api()).startupPitch.shareRevoke({ id: linkId });
  if (f.json) {
    printJson(f.io, link);
    return;
  }
  f.io.print(`${link.id}\t${link.status}`);
}

/** The share subcommands of `ailab pitch`. */
export function newPitchShareCommands(context: CommandContext): Command[] {
  const { t } = context;
  return [
    new Command('share')
      .description(t('startups:cli.share.share'))
      .argument('<pitch>', t('startups:cli.options.pitchId'))
      .option('--expires <day>', t('startups:cli.share.expires'))
      .option('--email-gate', t('startups:cli.share.emailGate'))
      .option('--label <text>', t('startups:cli.share.label'))
      .option('--password-stdin', t('startups:cli.share.passwordStdin'))
      .action((pitch: string, flags: ShareFlags) => runPitchShare(pitch, flags, context.factory())),
    new Command('links')
      .description(t('startups:cli.share.links'))
      .argument('<pitch>', t('startups:cli.options.pitchId'))
      .action((pitch: string) => runPitchLinks(pitch, context.factory())),
    new Command('unshare')
      .description(t('startups:cli.share.unshare'))
      .argument('<link-id>', t('startups:cli.share.linkId'))
      .option('-y, --yes', t('startups:cli.share.yes'))
      .action((id: string, flags: { yes?: boolean }) => runPitchUnshare(id, flags, context.factory())),
    newPitchPasswordCommand(context),
  ];
}
