/** One in-app notification (docs/notifications.md). `params` is JSON text; `read_at` null while unread. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  params: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/** The notifications table. Merged into `Database` (db/schema.ts). */
export interface NotificationTables {
  notifications: NotificationsTable;
}
