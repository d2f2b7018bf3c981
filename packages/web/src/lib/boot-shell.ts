/**
 * The static first paint of `/` and `/login` (build/boot-shells.ts), which index.html's boot
 * script puts before #root, hiding #root meanwhile (what React renders first, spinners
 * included, stays out of sight and out of the layout). It stays until the page React renders
 * is ready to take its place, then goes.
 */
export const BOOT_SHELL_ID = 'boot-shell';

/** The element React renders into (index.html). */
export const APP_ROOT_ID = 'root';

/** Removes the boot shell, if the page has one, and shows the app's root. */
export function removeBootShell(doc: Document): void {
  doc.getElementById(BOOT_SHELL_ID)?.remove();
  doc.getElementById(APP_ROOT_ID)?.removeAttribute('hidden');
}
