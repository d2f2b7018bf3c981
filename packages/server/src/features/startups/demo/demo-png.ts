import { deflateSync } from 'node:zlib';

function crcTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

function crc32(bytes: Buffer, table: Uint32Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer, table: Uint32Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body, table));
  return Buffer.concat([length, body, crc]);
}

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
  const table = crcTable();
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header, table),
    chunk('IDAT', deflateSync(Buffer.concat(rows)), table),
    chunk('IEND', Buffer.alloc(0), table),
  ]);
}
