import type { TFunction } from 'i18next';

/** A job kind's translated name (`mail.send` → "Emails"); a kind without one shows as it is. */
export function jobKindLabel(t: TFunction, kind: string): string {
  return t(`users:jobs.kinds.${kind.replaceAll('.', '_')}`, { defaultValue: kind });
}
