import type { Registration } from '@ailab/core/contract/schemas/events';

/** Registrations over time; drawn with the shared chart wrapper once it lands. */
export function RegistrationsChart(_props: { registrations: readonly Registration[] }) {
  return null;
}
