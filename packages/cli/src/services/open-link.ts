import { spawn } from 'node:child_process';
import type { Env } from '../io/io-streams';

/** How this machine opens a link in the user's browser, or null when it has no desktop to open one on. */
export function linkOpener(env: Env, platform: NodeJS.Platform): { command: string; args: string[] } | null {
  if (env.CI || env.SSH_CONNECTION) return null;
  if (platform === 'darwin') return { command: 'open', args: [] };
  if (platform === 'win32') return { command: 'rundll32', args: ['url.dll,FileProtocolHandler'] };
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return { command: 'xdg-open', args: [] };
  return null;
}

/**
 * Opens an http(s) link with the desktop's opener, detached and without a
 * shell (the URL comes from a feed, so it is never interpreted). Answers
 * false when the link is not http(s) or the opener cannot start.
 */
export function openLink(url: string, opener: { command: string; args: string[] }): Promise<boolean> {
  if (!/^https?:\/\//i.test(url)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const child = spawn(opener.command, [...opener.args, url], { detached: true, stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}
