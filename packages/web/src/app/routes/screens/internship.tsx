import { NotAvailableScreen } from '../../../components/not-available-screen';

/** A screen whose feature comes later: a translated notice inside its section. */
export function Component() {
  return <NotAvailableScreen screen="internship" />;
}
