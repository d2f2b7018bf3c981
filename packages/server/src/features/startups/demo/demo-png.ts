import { encodePng } from '../../../media/encode-png';

/**
 * A demo bar chart as a PNG, drawn in code (demo images are made at seed time, never downloaded):
 * `bars` are heights from 0 to 1, drawn left to right in `colour` on a light background.
 */
export function barChartPng(bars: readonly number[], colour: readonly [number, number, number]): Buffer {
  const width = 320;
  const height = 160;
  const rows: Buffer[] = [];
  const slot = Math.floor(width / Math.max(1, bars.length));
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const index = Math.min(bars.length - 1, Math.floor(x / slot));
      const inBar = x % slot > slot * 0.15 && x % slot < slot * 0.85;
      const top = height - 12 - Math.round((bars[index] ?? 0) * (height - 24));
      const filled = inBar && y >= top && y < height - 12;
      const axis = y === height - 12;
      const [r, g, b] = filled ? colour : axis ? [90, 90, 100] : [246, 247, 250];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  return encodePng(width, height, 3, rows);
}
