/** Role numbers of spec §6. A user holds a list of them in `userRoles`. */
export const ROLE = {
  research: 1,
  startup: 3,
  investment: 4,
  internship: 5,
  aiTools: 6,
  learner: 8,
  instituteAdmin: 10,
  applicationsAdmin: 98,
  admin: 99,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleNumber = (typeof ROLE)[RoleName];

/** Every role number of spec §6, ascending. */
export const ALL_ROLES: readonly RoleNumber[] = Object.values(ROLE).sort((a, b) => a - b);

/** The area code that selects the admin area (spec §6). */
export const ADMIN_AREA_CODE = '100';

/** The role name for a number, or undefined for an unknown number. */
export function roleName(role: number): RoleName | undefined {
  return (Object.keys(ROLE) as RoleName[]).find((name) => ROLE[name] === role);
}
