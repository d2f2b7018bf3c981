// The endpoints `api.mjs` loads, besides ping and who_am_i: each feature's main list and search.
// A case whose endpoint does not answer 200 yet (501 while its feature is pending) is reported
// as skipped, so features join the benchmark by landing. Add your feature's list/search here.
// `as`: which bench user calls it ('member' | 'admin' | null for none).
export const FEATURE_CASES = [
  { name: 'news search', path: '/v2/api/ailab/news/search', body: { query: 'agent' }, as: 'member' },
  { name: 'events (public)', path: '/v2/api/open/event/listing', body: {}, as: null },
  { name: 'courses (public)', path: '/v2/api/open/courses', body: {}, as: null },
  { name: 'course listing', path: '/v2/api/admin/edu/course/listing', body: {}, as: 'admin' },
  { name: 'research list', path: '/v2/api/ailab/research/list', body: {}, as: 'member' },
  { name: 'industries list', path: '/v2/api/ailab/industries/list', body: {}, as: 'member' },
  { name: 'applications list', path: '/v2/api/admin/applications/list', body: {}, as: 'admin' },
  { name: 'all users', path: '/v2/api/admin/all_users', body: {}, as: 'admin' },
  { name: 'events (admin)', path: '/v2/api/admin/event/listing', body: {}, as: 'admin' },
  { name: 'audit list', path: '/v2/api/admin/audit/list', body: {}, as: 'admin' },
];
