import type { IOStreams } from './io-streams';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** Quick answers never flash a spinner. */
const DELAY_MS = 200;

/**
 * Shows a spinner with a label on stderr until the returned function is
 * called. Only on a colour terminal and without --quiet; never on stdout.
 */
export function startProgress(io: IOStreams, label: string): () => void {
  if (!io.progressEnabled) return () => undefined;
  let frame = 0;
  let shown = false;
  let timer: NodeJS.Timeout | undefined;
  const draw = () => {
    shown = true;
    io.stderr.write(`\r${io.err.cyan(FRAMES[frame % FRAMES.length] ?? '')} ${label}`);
    frame += 1;
  };
  const delay = setTimeout(() => {
    draw();
    timer = setInterval(draw, 80);
    timer.unref();
  }, DELAY_MS);
  delay.unref();
  return () => {
    clearTimeout(delay);
    clearInterval(timer);
    if (shown) io.stderr.write('\r\u001b[2K');
  };
}
