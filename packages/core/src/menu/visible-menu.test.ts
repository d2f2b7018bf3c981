import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLE } from '../roles/roles';
import { MENU_TABLE } from './menu-table';
import { areaFor, isMenuEntryActive, menuHref, visibleMenu } from './visible-menu';

const keys = (roles: number[]) => visibleMenu(roles).map((entry) => entry.key);

describe('visibleMenu: one row of spec §6 at a time', () => {
  it.each([
    [ROLE.research, ['news', 'industries']],
    [ROLE.learner, ['founderStudio', 'aiLearning']],
    [ROLE.startup, ['startupStudio']],
    [ROLE.instituteAdmin, ['instituteAdmin']],
    [ROLE.investment, ['investment']],
    [ROLE.internship, ['internship']],
    [ROLE.aiTools, ['aiTools']],
    [ROLE.admin, ['userManagement', 'educationAdministration', 'eventsManagement']],
    [ROLE.applicationsAdmin, ['applicationsManagement']],
  ])('role %i sees exactly its entries', (role, expected) => {
    expect(keys([role])).toEqual(expected);
  });

  it('shows the submenus of spec §6', () => {
    const sub = (key: string, roles: number[]) =>
      visibleMenu(roles)
        .find((entry) => entry.key === key)
        ?.submenus?.map((item) => item.key);
    expect(sub('industries', [1])).toEqual(['allIndustries', 'yourResearch']);
    expect(sub('founderStudio', [8])).toEqual(['allApplications', 'yourIndustries']);
    expect(sub('aiLearning', [8])).toEqual(['myLearning', 'allCourses']);
    expect(sub('startupStudio', [3])).toEqual(['startups', 'activePitches', 'research', 'startupIndustries']);
  });

  it('shows nothing without roles or for unknown roles', () => {
    expect(keys([])).toEqual([]);
    expect(keys([2, 7, 100])).toEqual([]);
  });

  it('shows every entry to a holder of every role, in table order', () => {
    expect(keys([...ALL_ROLES])).toEqual(MENU_TABLE.map((entry) => entry.key));
  });

  it('does not mutate the table', () => {
    const before = JSON.stringify(MENU_TABLE);
    visibleMenu([1, 3, 8]);
    expect(JSON.stringify(MENU_TABLE)).toBe(before);
  });
});

describe('area prefix', () => {
  it('uses /admin only for area code "100"', () => {
    expect(areaFor('100')).toBe('admin');
    expect(areaFor('1000')).toBe('ailab');
    expect(areaFor('')).toBe('ailab');
    expect(areaFor(null)).toBe('ailab');
    expect(menuHref('news', '100')).toBe('/admin/news');
    expect(menuHref('news', '200')).toBe('/ailab/news');
  });

  it('marks an entry active on its path, its submenus and their children', () => {
    const [industries] = visibleMenu([1]).filter((entry) => entry.key === 'industries');
    expect(industries && isMenuEntryActive(industries, '/ailab/industries/your-research', '1')).toBe(true);
    expect(industries && isMenuEntryActive(industries, '/admin/industries/your-research', '1')).toBe(false);
    expect(industries && isMenuEntryActive(industries, '/ailab/news', '1')).toBe(false);
  });
});
