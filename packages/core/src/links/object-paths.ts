/**
 * The web app's page of an object, for every client that links to one (the web's `paths`, `ailab … view --web`):
 * one mapping, so a link the CLI prints is the page the web serves.
 */
export const objectPaths = {
  /** An event's public page, by slug. */
  event: (slug: string) => `/events/${encodeURIComponent(slug)}`,
  /** A course's administration page (units, learners, figures), by id. */
  adminCourse: (courseId: string) => `/admin/education-administration/course/${encodeURIComponent(courseId)}`,
  /** An institute's administration page (teams, members, supervisors), by id. */
  adminInstitute: (instituteId: string) =>
    `/admin/education-administration/institutions/${encodeURIComponent(instituteId)}`,
};

/** An absolute link to a web path on a server (`http://host:3000` + `/events/ai-day`). */
export function webUrl(server: string, path: string): string {
  return new URL(path, server.endsWith('/') ? server : `${server}/`).toString();
}
