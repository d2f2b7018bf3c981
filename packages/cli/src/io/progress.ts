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

/** A progress bar of work with a known size. */
export interface ProgressBar {
  update(done: number): void;
  stop(): void;
}

const BAR_WIDTH = 24;

/**
 * Draws `[########----------------]  120/500  label` on stderr, redrawn in
 * place, on a colour terminal without --quiet only (never when piped).
 */
export function startProgressBar(io: IOStreams, label: string, total: number): ProgressBar {
  if (!io.progressEnabled) return { update: () => undefined, stop: () => undefined };
  let drawn = false;
  const draw = (done: number) => {
    const filled = total === 0 ? BAR_WIDTH : Math.round((Math.min(done, total) / total) * BAR_WIDTH);
    const bar = `${io.err.cyan('#'.repeat(filled))}${io.err.dim('-'.repeat(BAR_WIDTH - filled))}`;
    io.stderr.write(`\r[${bar}]  ${done}/${total}  ${label}`);
    drawn = true;
  };
  draw(0);
  return {
    update: draw,
    stop: () => {
      if (drawn) io.stderr.write('\r\u001b[2K');
    },
  };
}
