import { UserManagement } from '../../../features/users/components/user-management';

/** `/admin/user` and `/admin/user-management`: one screen. */
export function Component() {
  return <UserManagement />;
}
