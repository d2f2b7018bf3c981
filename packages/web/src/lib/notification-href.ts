import type { Area } from '../config/paths';

/** The area of the signed-in app a path is in (`/admin/…` or else `/ailab/…`). */
export function areaOfPath(pathname: string): Area {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'ailab';
}

/**
 * Where a notification's link opens: links below the signed-in area are stored as `/ailab/…` and open
 * in the reader's own area (an administrator stays in `/admin`); other app paths are kept; anything
 * that is not an app path is dropped.
 */
export function notificationHref(link: string | null, area: Area): string | null {
  if (link === null || !link.startsWith('/') || link.startsWith('//')) return null;
  if (link.startsWith('/ailab/')) return `/${area}/${link.slice('/ailab/'.length)}`;
  return link;
}
