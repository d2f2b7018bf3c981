import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newAuditListCommand } from './audit-list';
import { newAuditViewCommand } from './audit-view';

/** `ailab audit`: read the audit log of administrative changes. */
export function newAuditCommand(context: CommandContext): Command {
  return new Command('audit')
    .description(context.t('audit.description'))
    .addCommand(newAuditListCommand(context))
    .addCommand(newAuditViewCommand(context));
}
