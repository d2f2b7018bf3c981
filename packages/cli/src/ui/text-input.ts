import type { Key } from 'ink';

/** The new value of a text field after one key press (printable input appends, backspace removes). */
export function editText(value: string, input: string, key: Key): string {
  if (key.backspace || key.delete) return [...value].slice(0, -1).join('');
  if (key.ctrl || key.meta || key.tab || key.return || key.escape || key.upArrow || key.downArrow)
    return value;
  if (key.leftArrow || key.rightArrow) return value;
  return value + input.replace(/[\r\n]/g, '');
}
