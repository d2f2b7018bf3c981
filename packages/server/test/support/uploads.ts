/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A distinct PNG (different bytes, so a different content hash) of about `size` bytes. */
export function pngVariant(seed: number, size = PNG.length + 4): Buffer {
  const tail = Buffer.alloc(Math.max(4, size - PNG.length));
  tail.writeUInt32BE(seed >>> 0, 0);
  return Buffer.concat([PNG, tail]);
}

/** A multipart form holding one file. */
export function uploadForm(bytes: Uint8Array, name: string, type: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
