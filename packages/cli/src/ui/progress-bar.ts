/** A text progress bar: `██████░░░░` for 60 % at width 10. Percent is clamped to 0–100. */
export function progressBar(percent: number, width = 20): string {
  const filled = Math.round((Math.min(Math.max(percent, 0), 100) / 100) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}
