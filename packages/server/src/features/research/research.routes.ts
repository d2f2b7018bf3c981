import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { runBulk } from '../../bulk/run-bulk';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import { readUploadedForm } from '../../media/read-uploaded-file';
import { registerGenerateStream } from './generate-stream.route';
import {
  groupItems,
  listGroups,
  listIndustries,
  marketOverview,
  marketSection,
  setFollow,
  yourIndustries,
} from './industries.service';
import { industryImportSpec } from './industry-import.service';
import { getSavedBrief, saveBrief, todayBrief } from './market-brief.service';
import { generateDraft } from './market-generate.service';
import { saveMarketSection } from './market-section-save.service';
import { allIndustriesSection, listPublicReports, publicReport } from './public-research.service';
import { coverItemId, removeResearchCover, setResearchCover } from './research-cover.service';
import { manageEditors } from './research-editors.service';
import { reportsFeed } from './research-feed.service';
import { createResearch, getResearch, listResearch } from './research-items.service';
import { savePublic } from './research-publish.service';
import { reviewResearch } from './research-review.service';
import { diffRevisions, listRevisions } from './research-revisions.service';
import { manageResearch } from './research-workflow.service';

function originOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** Research: the industries catalogue, research items with review and revisions, public reports, market briefs, feeds. */
export function registerResearchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { ailabIndustries, ailabResearch, researchMarket, open } = contract;

  on(ailabIndustries.list, ({ caller, body }) => listIndustries(ctx, caller, body));
  on(ailabIndustries.groupList, () => listGroups(ctx));
  on(ailabIndustries.groupItems, ({ caller, body }) => groupItems(ctx, caller, body));
  on(ailabIndustries.market, ({ caller, body }) => marketOverview(ctx, caller, body.industry));
  on(ailabIndustries.marketSection, ({ body }) => marketSection(ctx, body.industry, body.key));
  on(ailabIndustries.yourIndustries, ({ caller }) => yourIndustries(ctx, caller));
  on(ailabIndustries.follow, ({ caller, body }) => setFollow(ctx, caller, body.industry, true));
  on(ailabIndustries.unfollow, ({ caller, body }) => setFollow(ctx, caller, body.industry, false));
  on(ailabIndustries.import, ({ caller, body, t }) =>
    runBulk(ctx.db, body, industryImportSpec(ctx, caller, t), t),
  );

  on(ailabIndustries.saveSection, ({ caller, body, t }) => saveMarketSection(ctx, caller, body, t));

  on(ailabResearch.create, ({ caller, body, t }) => createResearch(ctx, caller, body, t));
  on(ailabResearch.list, ({ caller, body }) => listResearch(ctx, caller, body));
  on(ailabResearch.get, ({ caller, body }) => getResearch(ctx, caller, body));
  on(ailabResearch.manage, ({ caller, body, t }) => manageResearch(ctx, caller, body, t));
  on(ailabResearch.savePublic, ({ caller, body }) => savePublic(ctx, caller, body));
  on(ailabResearch.review, ({ caller, body, t }) => reviewResearch(ctx, caller, body, t));
  on(ailabResearch.revisions, ({ caller, body }) => listRevisions(ctx, caller, body.id));
  on(ailabResearch.diff, ({ caller, body }) => diffRevisions(ctx, caller, body));
  on(ailabResearch.cover, async ({ caller, request, t }) => {
    const upload = await readUploadedForm(request, {
      field: 'file',
      maxBytes: ctx.config.limits.headshotMaxBytes,
      t,
    });
    return setResearchCover(ctx, caller, coverItemId(upload.fields, t), upload.bytes, t);
  });
  on(ailabResearch.removeCover, ({ caller, body }) => removeResearchCover(ctx, caller, body.id));
  on(ailabResearch.editors, ({ caller, body, t }) => manageEditors(ctx, caller, body, t));

  on(open.allIndustriesSection, () => allIndustriesSection(ctx));
  on(open.marketResearch, ({ caller, body }) => publicReport(ctx, caller, body.slug));
  on(open.marketResearchAll, ({ body }) => listPublicReports(ctx, body));

  on(researchMarket.today, ({ body }) => todayBrief(ctx, body.industry));
  on(researchMarket.save, ({ caller, body }) => saveBrief(ctx, caller, body));
  on(researchMarket.get, ({ caller, body }) => getSavedBrief(ctx, caller, body.id));
  on(researchMarket.generate, ({ caller, body, t }) => generateDraft(ctx, caller, body, t));

  registerGenerateStream(app, ctx);

  // Feeds are plain GETs that feed readers subscribe to.
  const feedFile = (name: string) => /^(atom|rss)$/.exec(name)?.[1] as 'atom' | 'rss' | undefined;
  app.get<{ Params: { format: string } }>('/feeds/industry-reports.:format', async (request, reply) => {
    const format = feedFile(request.params.format) ?? 'atom';
    const xml = await reportsFeed(ctx, originOf(ctx, request), format);
    return reply
      .type(format === 'atom' ? 'application/atom+xml; charset=utf-8' : 'application/rss+xml; charset=utf-8')
      .send(xml);
  });
  app.get<{ Params: { slug: string; format: string } }>(
    '/feeds/industries/:slug.:format',
    async (request, reply) => {
      const format = feedFile(request.params.format) ?? 'atom';
      const slug = /^[a-z0-9-]{2,80}$/.test(request.params.slug) ? request.params.slug : '-';
      const xml = await reportsFeed(ctx, originOf(ctx, request), format, slug);
      return reply
        .type(
          format === 'atom' ? 'application/atom+xml; charset=utf-8' : 'application/rss+xml; charset=utf-8',
        )
        .send(xml);
    },
  );
}
