import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, MEMBER, roles } from '../define';
import {
  SettingKeyBody,
  SettingManageBody,
  SettingResponse,
  SettingsResponse,
  SettingWriteBody,
} from './settings.schemas';

const admin = roles(ROLE.admin);
const v = '/v1/api';

/** v1 app settings: members read, admins write. */
export const appSetting = {
  data: endpoint({
    path: `${v}/app_setting/data`,
    access: MEMBER,
    feature: 'settings',
    summary: 'Every platform setting with its value and default',
    body: EmptyBody,
    response: SettingsResponse,
  }),
  create: endpoint({
    path: `${v}/app_setting/create`,
    access: admin,
    feature: 'settings',
    summary: 'Set a setting that still has its default (409 when already set)',
    body: SettingWriteBody,
    response: SettingResponse,
  }),
  update: endpoint({
    path: `${v}/app_setting/update`,
    access: admin,
    feature: 'settings',
    summary: 'Change a setting',
    body: SettingWriteBody,
    response: SettingResponse,
  }),
  manage: endpoint({
    path: `${v}/app_setting/manage`,
    access: admin,
    feature: 'settings',
    summary: 'Reset a setting to its default',
    body: SettingManageBody,
    response: SettingResponse,
  }),
  getSetting: endpoint({
    path: `${v}/app_setting/get_setting`,
    access: MEMBER,
    feature: 'settings',
    summary: 'One setting',
    body: SettingKeyBody,
    response: SettingResponse,
  }),
};
