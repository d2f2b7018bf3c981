import type { Factory } from '../factory/factory';
import { linkOpener, openLink } from './open-link';

/** Opens a link with `BROWSER` (a command, run without a shell) or the desktop's opener; false when neither can. */
function tryOpen(url: string, env: Factory['env']): Promise<boolean> {
  if (env.BROWSER) return openLink(url, { command: env.BROWSER, args: [] });
  const opener = linkOpener(env, process.platform);
  return opener ? openLink(url, opener) : Promise.resolve(false);
}

/**
 * `--web`: opens a page in the browser. Never opens when `CI` is set. The link is printed on stdout when it could
 * not be opened or stdout is not a terminal (a script reads it); on a terminal an opened page is said on stderr.
 */
export async function openInBrowser(f: Pick<Factory, 'env' | 'io' | 't'>, url: string): Promise<void> {
  const { io, env, t } = f;
  const opened = env.CI ? false : await tryOpen(url, env);
  if (!opened || !io.stdoutIsTTY) io.print(url);
  if (opened) io.info(t('web.opening', { url }));
  else if (!env.CI) io.info(t('web.noBrowser'));
}
