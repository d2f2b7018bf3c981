import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import { helpPage, helpToc } from './help.service';

/** v1 user help: Markdown topics from the repository's `help/<language>/` folders. */
export function registerHelpRoutes(app: FastifyInstance, ctx: AppContext, registered: RegisteredPaths): void {
  const on = endpointRegistrar(app, ctx, registered);
  on(contract.userHelp.toc, ({ body, language }) => helpToc(body.language ?? language, ctx.config.helpDir));
  on(contract.userHelp.getMd, ({ body, language }) =>
    helpPage(body.slug, body.language ?? language, ctx.config.helpDir),
  );
}
