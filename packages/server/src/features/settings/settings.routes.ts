import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireCaller } from '../../http/authorize';
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
    setting: (await writeSetting(ctx, requireCaller(caller), body, 'create')).after,
  }));
  on(appSetting.update, async ({ body, caller }) => ({
    setting: (await writeSetting(ctx, requireCaller(caller), body, 'update')).after,
  }));
  on(appSetting.manage, async ({ body, caller }) => ({
    setting: (await resetSetting(ctx, requireCaller(caller), body.key)).after,
  }));
}
