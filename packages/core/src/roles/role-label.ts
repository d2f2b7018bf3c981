import type { Translate } from '../errors/field-issues';
import { roleName } from './roles';

/**
 * A role as people read it: its translated name from the menu table of spec §6 ("Administrator",
 * "Student"), never the bare number. A number outside the closed set (an old row) keeps its digits.
 */
export function roleLabel(role: number, t: Translate): string {
  const name = roleName(role);
  return name ? t(`auth:roles.${name}`) : `#${role}`;
}

/** Several roles as people read them, in the order given: "Researcher, Student". */
export function roleLabels(roles: readonly number[], t: Translate): string {
  return roles.map((role) => roleLabel(role, t)).join(', ');
}
