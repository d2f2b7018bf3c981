import type { AppContext } from '../../../app-context';
import { mediaUrl } from '../../../media/store-upload';
import { activePitchesWithIndustries, amountOf } from './investor-pitches.service';
import { offsetPage } from './offset-page';

/**
 * The public `/fundraising` list: active startups that chose to be listed, each with its newest active
 * pitch. Nothing of a draft, a closed pitch or an unlisted startup appears.
 */
export async function fundraisingListing(
  ctx: AppContext,
  body: {
    stage?: string;
    sector?: string;
    query?: string;
    sort?: 'activated_at' | '-activated_at' | 'name' | '-name';
    cursor?: string;
    limit: number;
  },
) {
  const text = body.query?.toLowerCase();
  const newest = new Map<string, Awaited<ReturnType<typeof activePitchesWithIndustries>>[number]>();
  for (const row of await activePitchesWithIndustries(ctx)) {
    if (row.listed_on_fundraising !== 1) continue;
    const seen = newest.get(row.startup_id);
    if (!seen || (row.activated_at ?? '') > (seen.activated_at ?? '')) newest.set(row.startup_id, row);
  }
  const rows = [...newest.values()].filter(
    (row) =>
      (!body.stage || row.stage === body.stage) &&
      (!body.sector || row.industries.includes(body.sector)) &&
      (!text || `${row.startup_name} ${row.one_liner}`.toLowerCase().includes(text)),
  );
  const sort = body.sort ?? '-activated_at';
  rows.sort((a, b) =>
    sort.endsWith('name')
      ? a.startup_name.localeCompare(b.startup_name) || a.startup_id.localeCompare(b.startup_id)
      : (a.activated_at ?? '').localeCompare(b.activated_at ?? '') ||
        a.startup_id.localeCompare(b.startup_id),
  );
  if (sort.startsWith('-')) rows.reverse();
  const page = offsetPage(`fundraising:${sort}`, rows, body.cursor, body.limit);
  return {
    ...page,
    items: page.items.map((row) => ({
      startup_id: row.startup_id,
      slug: row.slug,
      name: row.startup_name,
      one_liner: row.one_liner,
      stage: row.stage,
      industries: row.industries,
      country: row.country,
      logo_url: row.logo_path ? mediaUrl(row.logo_path) : null,
      website: row.website,
      amount_raising: amountOf(row),
      pitch_title: row.title,
      activated_at: row.activated_at,
    })),
  };
}
