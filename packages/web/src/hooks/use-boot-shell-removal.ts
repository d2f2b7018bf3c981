import { useLayoutEffect } from 'react';
import { removeBootShell } from '../lib/boot-shell';

/**
 * Removes index.html's static first paint when the component that replaces it mounts, before
 * the browser paints again: the real page takes the shell's place in the same frame.
 */
export function useBootShellRemoval(): void {
  useLayoutEffect(() => removeBootShell(document), []);
}
