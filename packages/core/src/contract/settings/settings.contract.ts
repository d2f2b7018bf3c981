import { appSetting } from './app-setting';

/** The settings domain's contract groups. Platform settings: members read, administrators write. */
export const settingsContract = {
  appSetting,
};
