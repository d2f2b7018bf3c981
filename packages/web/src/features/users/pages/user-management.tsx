import { UserManagement } from '../components/user-management';

/** `/admin/user` and `/admin/user-management`: one screen. */
export function Component() {
  return <UserManagement />;
}
