import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../app-context';

/** This machine, in 8 characters (the holder column is 36 long). */
function hostTag(): string {
  return createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
}

/**
 * This process as a lock holder: `host:pid:start`, where `start` (the moment the process began,
 * in base 36 ms) tells a restarted process apart from its predecessor when it gets the same pid
 * (pid 1 in a container, every time). At most 25 characters.
 */
export function processHolder(): string {
  return `${hostTag()}:${process.pid}:${Math.round(performance.timeOrigin).toString(36)}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when a lock's holder was a process on this machine that no longer runs. */
export function isOrphanedHolder(holder: string): boolean {
  const [host, pidText, start] = holder.split(':');
  if (host !== hostTag() || !pidText || !start) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return `${host}:${pid}:${start}` !== processHolder();
  return !isAlive(pid);
}

/**
 * Releases the job locks this process holds (at shutdown, when a job outlives the grace and
 * the process is about to end) and the ones whose holder on this machine is gone (at start-up,
 * after a crash or a `kill -9`). Locks of live processes, here or on another machine, are left
 * to their heartbeat.
 */
export async function releaseLocks(ctx: AppContext, which: 'mine' | 'orphaned'): Promise<number> {
  const mine = processHolder();
  const rows = await ctx.db.selectFrom('sync_locks').select(['name', 'holder']).execute();
  const released = rows.filter((row) =>
    which === 'mine' ? row.holder.startsWith(`${mine}:`) : isOrphanedHolder(row.holder),
  );
  for (const row of released)
    await ctx.db
      .deleteFrom('sync_locks')
      .where('name', '=', row.name)
      .where('holder', '=', row.holder)
      .execute();
  return released.length;
}
