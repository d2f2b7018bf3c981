import { encodePng } from '../../media/encode-png';

/** The monogram letters the demo institutes use, 5 × 7 cells each (`#` is ink). */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  N: ['#...#', '##..#', '##..#', '#.#.#', '#..##', '#..##', '#...#'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
};

const SIZE = 96;
const CELL = 6;
const RADIUS = 18;

/** Whether (x, y) lies inside the logo's rounded square. */
function inRoundedSquare(x: number, y: number): boolean {
  const dx = Math.max(RADIUS - x, x - (SIZE - 1 - RADIUS), 0);
  const dy = Math.max(RADIUS - y, y - (SIZE - 1 - RADIUS), 0);
  return dx * dx + dy * dy <= RADIUS * RADIUS;
}

/**
 * A demo institute's logo drawn in code (demo images are made at seed time, never downloaded): its
 * initials (letters of {@link GLYPHS}) in white on a rounded square of `colour`, transparent
 * around it, as a 96 × 96 PNG. The same letters and colour give the same bytes.
 */
export function monogramLogoPng(letters: string, colour: readonly [number, number, number]): Buffer {
  const glyphs = [...letters].map((letter) => GLYPHS[letter] ?? GLYPHS.N ?? []);
  const cols = glyphs.length * 6 - 1;
  const left = Math.floor((SIZE - cols * CELL) / 2);
  const top = Math.floor((SIZE - 7 * CELL) / 2);
  const ink = (x: number, y: number): boolean => {
    const col = Math.floor((x - left) / CELL);
    const row = Math.floor((y - top) / CELL);
    if (x < left || y < top || col >= cols || row >= 7) return false;
    return glyphs[Math.floor(col / 6)]?.[row]?.[col % 6] === '#';
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 4);
    for (let x = 0; x < SIZE; x += 1) {
      const pixel = !inRoundedSquare(x, y)
        ? [0, 0, 0, 0]
        : ink(x, y)
          ? [255, 255, 255, 255]
          : [...colour, 255];
      row.set(pixel, 1 + x * 4);
    }
    rows.push(row);
  }
  return encodePng(SIZE, SIZE, 4, rows);
}
