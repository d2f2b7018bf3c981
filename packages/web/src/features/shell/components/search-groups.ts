import type { ApiClient } from '@ailab/core/client/create-client';
import { menuHref, visibleMenu } from '@ailab/core/menu/visible-menu';
import { ROLE } from '@ailab/core/roles/roles';
import { type Area, paths } from '../../../config/paths';

/** One hit of the palette: what it says, a second line, and where it goes (`external`: another site). */
export interface SearchHit {
  id: string;
  label: string;
  detail?: string;
  href: string;
  external?: boolean;
}

/** A kind of content the palette searches, and how. */
export interface SearchGroup {
  key: 'courses' | 'events' | 'reports' | 'news' | 'people';
  search(api: ApiClient, query: string): Promise<SearchHit[]>;
}

const LIMIT = 5;

/**
 * The content groups a person may search, by their roles, each through the domain's own search endpoint
 * (the server checks every call again): courses, events and reports for everyone, news for role 1 (the
 * news menu's role), people for administrators.
 */
export function searchGroupsFor(roles: readonly number[], area: Area): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      key: 'courses',
      search: async (api, query) =>
        (await api.open.courses({ query, limit: LIMIT })).items.map((course) => ({
          id: course.id,
          label: course.title,
          detail: course.summary,
          href: paths.education.course(course.id),
        })),
    },
    {
      key: 'events',
      search: async (api, query) =>
        (await api.open.eventListing({ query, limit: LIMIT })).items.map((event) => ({
          id: event.id,
          label: event.title,
          detail: event.venue ?? undefined,
          href: paths.event(event.slug),
        })),
    },
    {
      key: 'reports',
      search: async (api, query) =>
        (await api.open.marketResearchAll({ query, limit: LIMIT })).items.map((report) => ({
          id: report.slug,
          label: report.title,
          detail: report.summary,
          href: `${paths.industryReport}?slug=${encodeURIComponent(report.slug)}`,
        })),
    },
  ];
  if (roles.includes(ROLE.research))
    groups.push({
      key: 'news',
      search: async (api, query) =>
        (await api.ailabNews.search({ query, limit: LIMIT })).items.map((article) => ({
          id: article.id,
          label: article.title,
          detail: article.source.name,
          href: article.url,
          external: true,
        })),
    });
  if (roles.includes(ROLE.admin))
    groups.push({
      key: 'people',
      search: async (api, query) =>
        (await api.adminUsers.allUsers({ query, limit: LIMIT })).items.map((user) => ({
          id: user.id,
          label: `${user.first_name} ${user.last_name}`.trim() || user.email,
          detail: user.email,
          href: `${paths.area(area, 'user-management')}?q=${encodeURIComponent(user.email)}`,
        })),
    });
  return groups;
}

/** The menu sections whose label contains the text, as hits (the phone search's list, in the palette too). */
export function sectionHits(
  roles: readonly number[],
  areaCode: string,
  text: string,
  t: (key: string) => string,
): SearchHit[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [];
  return visibleMenu(roles)
    .flatMap((entry) => [
      { id: entry.key, label: t(entry.label), href: menuHref(entry.path, areaCode) },
      ...(entry.submenus ?? []).map((item) => ({
        id: `${entry.key}.${item.key}`,
        label: `${t(entry.label)} · ${t(item.label)}`,
        href: menuHref(item.path, areaCode),
      })),
    ])
    .filter((hit) => hit.label.toLocaleLowerCase().includes(needle));
}
