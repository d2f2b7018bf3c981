import type { i18n } from 'i18next';
import type { Kysely } from 'kysely';
import type { BackgroundTasks } from './background/background-tasks';
import type { ServerConfig } from './config/server-config';
import type { Database } from './db/schema';
import type { CallerCache } from './identity/caller-cache';
import type { Mailer } from './mail/mailer';
import type { MediaStore } from './media/media-store';
import type { OutboundClient } from './outbound/outbound-client';

/** What every service receives: the database, configuration, mail, translations, the clock and background work. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  config: ServerConfig;
  mailer: Mailer;
  i18n: i18n;
  now: () => Date;
  /** Work that runs after the answer (see `background/background-tasks.ts`). */
  tasks: BackgroundTasks;
  /** Every call to an outside service (feeds, GitHub, language models) goes through it. */
  outbound: OutboundClient;
  /** Where uploads are kept: the data folder, or an S3-compatible bucket (`media/media-store.ts`). */
  media: MediaStore;
  /** PostgreSQL: signed-in callers kept in the process (`identity/caller-cache.ts`); absent on SQLite. */
  callers?: CallerCache;
}
