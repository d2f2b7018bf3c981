import { join } from 'node:path';
import { BACKUP_PATH } from '@ailab/core/backup/backup-manifest';
import { roles } from '@ailab/core/contract/define';
import { ROLE } from '@ailab/core/roles/roles';
import type { FastifyInstance } from 'fastify';
import { create as createTar } from 'tar';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/record-audit';
import { sqliteFilePath } from '../db/database';
import { AppError } from '../http/app-error';
import { authorize } from '../http/authorize';
import { mediaDir } from '../media/media-storage';
import { SERVER_VERSION } from '../server-version';
import { stageBackup } from './take-backup';

/**
 * `GET /v2/api/admin/backup` (administrators): a gzipped tar of the SQLite database (an online,
 * consistent copy), the media and a manifest with every file's SHA-256, streamed while the server
 * keeps working. Audited: the archive holds every account. On PostgreSQL it answers 409 and names
 * `pg_dump` (docs/operations.md).
 */
export function registerBackupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(BACKUP_PATH, async (request, reply) => {
    const caller = await authorize(ctx, request, roles(ROLE.admin), false);
    if (!caller) throw new AppError('UNAUTHENTICATED');
    if (ctx.dialect !== 'sqlite') throw new AppError('CONFLICT', { messageKey: 'errors:backup.postgres' });
    const now = ctx.now();
    const staged = await stageBackup({
      databaseFile: sqliteFilePath(ctx.config.dataDir),
      mediaFolder: mediaDir(ctx.config),
      workFolder: join(ctx.config.dataDir, 'tmp'),
      serverVersion: SERVER_VERSION,
      now,
    });
    try {
      await recordAudit(ctx.db, {
        actorId: caller.user.id,
        action: 'platform.backup',
        target: { type: 'platform', id: 'backup' },
        before: null,
        after: { files: staged.entries.length, row_counts: staged.manifest.row_counts },
        at: now,
      });
    } catch (error) {
      await staged.remove();
      throw error;
    }
    const name = `ailab-backup-${now.toISOString().slice(0, 19).replaceAll(':', '')}Z.tar.gz`;
    const archive = createTar(
      { gzip: true, cwd: staged.folder, portable: true, noDirRecurse: true },
      staged.entries,
    );
    // The staged copy goes once the answer has ended, in full or cut short.
    reply.raw.on('close', () => void staged.remove());
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });
}
