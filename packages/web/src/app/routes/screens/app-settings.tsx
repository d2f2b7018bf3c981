import { AppSettings } from '../../../features/settings/components/app-settings';

/** `/admin/app-settings`: the platform settings. */
export function Component() {
  return <AppSettings />;
}
