import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import { getSetting, listSettings, resetSetting, writeSetting } from './settings.service';

/** v1 app settings: members read, administrators write. */
export function registerSettingsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { appSetting } = contract;
  on(appSetting.data, async () => ({ settings: await listSettings(ctx) }));
  on(appSetting.getSetting, async ({ body }) => ({ setting: await getSetting(ctx, body.key) }));
  on(appSetting.create, async ({ body, caller }) => ({
    setting: (await writeSetting(ctx, caller, body, 'create')).after,
  }));
  on(appSetting.update, async ({ body, caller }) => ({
    setting: (await writeSetting(ctx, caller, body, 'update')).after,
  }));
  on(appSetting.manage, async ({ body, caller }) => ({
    setting: (await resetSetting(ctx, caller, body.key)).after,
  }));
}
