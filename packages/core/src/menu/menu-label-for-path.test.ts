import { describe, expect, it } from 'vitest';
import { menuLabelForPath } from './menu-label-for-path';

describe('menuLabelForPath', () => {
  it('names the submenu entry that leads to a path, in either area', () => {
    expect(menuLabelForPath('/ailab/founders/applications')).toBe('menu:allApplications');
    expect(menuLabelForPath('/admin/founders/applications')).toBe('menu:allApplications');
    expect(menuLabelForPath('/ailab/industries/your-research')).toBe('menu:yourResearch');
    expect(menuLabelForPath('/ailab/startups')).toBe('menu:startups');
    expect(menuLabelForPath('/ailab/startups/industries')).toBe('menu:startupIndustries');
    expect(menuLabelForPath('/ailab/industries/all-industries')).toBe('menu:allIndustries');
  });

  it('names top-level entries without submenus', () => {
    expect(menuLabelForPath('/ailab/news')).toBe('menu:news');
    expect(menuLabelForPath('/admin/admin-events')).toBe('menu:eventsManagement');
    expect(menuLabelForPath('/admin/application-management/')).toBe('menu:applicationsManagement');
  });

  it('names nothing for paths no entry leads to', () => {
    expect(menuLabelForPath('/ailab/my-education/all/42')).toBeUndefined();
    expect(menuLabelForPath('/ailab/startups/pitch-manager')).toBeUndefined();
    expect(menuLabelForPath('/events')).toBeUndefined();
  });
});
