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

/** A person's choice for one notification kind: `email` 1 also e-mails it, 0 keeps it in the app only. */
export interface NotificationMailPrefsTable {
  user_id: string;
  kind: string;
  email: number;
  updated_at: string;
}

/** The notifications tables. Merged into `Database` (db/schema.ts). */
export interface NotificationTables {
  notifications: NotificationsTable;
  notification_mail_prefs: NotificationMailPrefsTable;
}
