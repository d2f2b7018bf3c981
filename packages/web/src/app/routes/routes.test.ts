import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DomainPage } from '../../lib/domain-pages';
import { routes } from '../router';
import { domainPages } from './domain-page-lists';
import listsSource from './domain-page-lists.ts?raw';
import { domainScreens } from './domain-screens';
import { pagesExport, renderDomainPageLists } from './render-domain-page-lists';

/** Every screen of spec §2, with sample ids. */
const AREA_CHILDREN = [
  '',
  'dashboard',
  'my-education',
  'my-education/all',
  'my-education/all/c1',
  'my-education/mylearning',
  'my-education/mylearning/c1',
  'my-education/mylearning/complete-study',
  'my-education/mylearning/review-study',
  'repositories',
  'news',
  'startups',
  'startups/pitch-manager',
  'startups/pitches',
  'startups/active-pitches',
  'startups/research',
  'startups/industries',
  'founders/applications',
  'founders/your-industries',
  'profile-settings',
  'industries/all-industries',
  'industries/your-research',
  'institute-admin',
  'investment',
  'internship',
  'aitools',
];
const ADMIN_CHILDREN = [
  'dashboard',
  'user',
  'user-management',
  'news',
  'application-management',
  'education-administration',
  'education-administration/institutions/i1',
  'education-administration/course/c1',
  'admin-events',
  'jobs',
  'industries/all-industries',
  'industries/your-research',
];
const PUBLIC = [
  '/',
  '/education',
  '/education/all',
  '/education/all/c1',
  '/apply',
  '/ai-maturity-report',
  '/login',
  '/magic-login',
  '/register',
  '/change-password',
  '/verify',
  '/someone',
  '/fundraising',
  '/p/ailab_sh_token',
  '/industries',
  '/zoomlab',
  '/events',
  '/industry-reports',
  '/industry-reports/report',
  '/investment',
  '/internship',
  '/aitools',
];

function leaf(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe('the route tree', () => {
  const all = [
    ...PUBLIC,
    ...AREA_CHILDREN.map((child) => `/ailab${child ? `/${child}` : ''}`),
    ...ADMIN_CHILDREN.map((child) => `/admin/${child}`),
    ...AREA_CHILDREN.map((child) => `/admin${child ? `/${child}` : ''}`),
  ];

  it.each(all)('has a screen for %s', (path) => {
    const route = leaf(path);
    expect(route, path).toBeDefined();
    expect(route?.path, path).not.toBe('*');
  });

  it('loads every screen lazily (one chunk per route module)', () => {
    const screens = all.map(leaf).filter((route) => route?.element === undefined);
    for (const route of screens) expect(typeof route?.lazy).toBe('function');
  });

  it('sends unknown deeper paths to the catch-all that redirects to the root', () => {
    expect(leaf('/ailab/nope/nope')?.path).toBe('*');
    expect(leaf('/a/b/c')?.path).toBe('*');
  });

  it("gathers each domain's pages, every one naming a screen of its own domain, with no screen key used twice", () => {
    const keys = Object.values(domainScreens).flatMap((list) => Object.keys(list));
    expect(new Set(keys).size).toBe(keys.length);
    const pageModules = import.meta.glob<Record<string, readonly DomainPage[]>>(
      '../../features/*/*.pages.ts',
      {
        eager: true,
      },
    );
    for (const [file, module] of Object.entries(pageModules)) {
      const domain = file.split('/').at(-2) ?? '';
      expect(file, 'named <domain>.pages.ts').toBe(`../../features/${domain}/${domain}.pages.ts`);
      const pages = module[pagesExport(domain)] ?? [];
      expect(pages, `${file} exports ${pagesExport(domain)}`).not.toHaveLength(0);
      for (const page of pages)
        expect(typeof domainScreens[domain]?.[page.screen], page.path).toBe('function');
    }
    expect(domainPages).toHaveLength(
      Object.values(pageModules).flatMap((module) => Object.values(module).flat()).length,
    );
    for (const page of domainPages) {
      const prefix = page.where === 'area' ? ['/ailab/', '/admin/'] : ['/'];
      for (const start of prefix) {
        const sample = `${start}${page.path.replace(/:[a-zA-Z]+/g, 'x1')}`;
        expect(leaf(sample)?.path, sample).toBe(page.path);
      }
    }
  });

  it('lists every domain page file in domain-page-lists.ts (run `npm run generate` after adding one)', () => {
    const domains = Object.keys(import.meta.glob('../../features/*/*.pages.ts')).map(
      (file) => file.split('/').at(-2) ?? '',
    );
    expect(listsSource).toBe(renderDomainPageLists(domains));
  });
});
