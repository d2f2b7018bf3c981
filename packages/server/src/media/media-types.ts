import { fileTypeFromBuffer } from 'file-type';

/** A file type an upload kind accepts: its MIME type, its stored extension and its name for people. */
export interface AcceptedType {
  mime: string;
  extension: string;
  label: string;
}

/** Images shown in the app (photos, covers). */
export const IMAGE_TYPES: readonly AcceptedType[] = [
  { mime: 'image/png', extension: 'png', label: 'PNG' },
  { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  { mime: 'image/webp', extension: 'webp', label: 'WebP' },
];

/** Names of accepted types for messages ("PNG, JPEG, WebP"). */
export function typeLabels(types: readonly AcceptedType[]): string {
  return types.map((type) => type.label).join(', ');
}

/**
 * The accepted type of `bytes`, read from the bytes themselves (never from
 * the file name or the client's Content-Type), or undefined.
 */
export async function detectAcceptedType(
  bytes: Uint8Array,
  accepted: readonly AcceptedType[],
): Promise<AcceptedType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  return accepted.find((type) => type.mime === detected.mime);
}
