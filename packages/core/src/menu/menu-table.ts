import { ROLE } from '../roles/roles';

/** A submenu entry of the side menu (spec §3). `label` is an i18n key in the `menu` namespace. */
export interface SubmenuEntry {
  key: string;
  label: string;
  role: number;
  /** Path below the area prefix, without a leading slash. */
  path: string;
}

/** A side menu entry (spec §3): key, label, required role, icon name, path, optional submenus. */
export interface MenuEntry {
  key: string;
  label: string;
  role: number;
  icon: string;
  path: string;
  submenus?: SubmenuEntry[];
}

const sub = (role: number, key: string, path: string): SubmenuEntry => ({
  key,
  label: `menu:${key}`,
  role,
  path,
});

/** The side menu of spec §6, in display order. */
export const MENU_TABLE: readonly MenuEntry[] = [
  { key: 'news', label: 'menu:news', role: ROLE.research, icon: 'newspaper', path: 'news' },
  {
    key: 'industries',
    label: 'menu:industries',
    role: ROLE.research,
    icon: 'factory',
    path: 'industries/all-industries',
    submenus: [
      sub(ROLE.research, 'allIndustries', 'industries/all-industries'),
      sub(ROLE.research, 'yourResearch', 'industries/your-research'),
    ],
  },
  {
    key: 'founderStudio',
    label: 'menu:founderStudio',
    role: ROLE.learner,
    icon: 'rocket',
    path: 'founders/applications',
    submenus: [
      sub(ROLE.learner, 'allApplications', 'founders/applications'),
      sub(ROLE.learner, 'yourIndustries', 'founders/your-industries'),
    ],
  },
  {
    key: 'aiLearning',
    label: 'menu:aiLearning',
    role: ROLE.learner,
    icon: 'graduation-cap',
    path: 'my-education/mylearning',
    submenus: [
      sub(ROLE.learner, 'myLearning', 'my-education/mylearning'),
      sub(ROLE.learner, 'allCourses', 'my-education/all'),
    ],
  },
  {
    key: 'startupStudio',
    label: 'menu:startupStudio',
    role: ROLE.startup,
    icon: 'lightbulb',
    path: 'startups',
    submenus: [
      sub(ROLE.startup, 'startups', 'startups'),
      sub(ROLE.startup, 'activePitches', 'startups/active-pitches'),
      sub(ROLE.startup, 'research', 'startups/research'),
      sub(ROLE.startup, 'startupIndustries', 'startups/industries'),
    ],
  },
  {
    key: 'instituteAdmin',
    label: 'menu:instituteAdmin',
    role: ROLE.instituteAdmin,
    icon: 'school',
    path: 'institute-admin',
  },
  {
    key: 'investment',
    label: 'menu:investment',
    role: ROLE.investment,
    icon: 'trending-up',
    path: 'investment',
  },
  {
    key: 'internship',
    label: 'menu:internship',
    role: ROLE.internship,
    icon: 'briefcase',
    path: 'internship',
  },
  { key: 'aiTools', label: 'menu:aiTools', role: ROLE.aiTools, icon: 'wrench', path: 'aitools' },
  {
    key: 'userManagement',
    label: 'menu:userManagement',
    role: ROLE.admin,
    icon: 'users',
    path: 'user-management',
  },
  {
    key: 'educationAdministration',
    label: 'menu:educationAdministration',
    role: ROLE.admin,
    icon: 'book-open',
    path: 'education-administration',
  },
  {
    key: 'eventsManagement',
    label: 'menu:eventsManagement',
    role: ROLE.admin,
    icon: 'calendar',
    path: 'admin-events',
  },
  {
    key: 'applicationsManagement',
    label: 'menu:applicationsManagement',
    role: ROLE.applicationsAdmin,
    icon: 'clipboard-list',
    path: 'application-management',
  },
];
