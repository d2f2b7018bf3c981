import { UserManagement } from '../../../features/admin/components/user-management';

/** `/admin/user` and `/admin/user-management`: one screen. */
export function Component() {
  return <UserManagement />;
}
