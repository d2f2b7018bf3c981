import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GithubRepository } from '../../src/features/repositories/github-repository';

/** A repository as the stand-in keeps it: GitHub's JSON, the fields the lab reads, all present. */
export type StandInRepo = Required<GithubRepository> & { private: boolean; pushed_at: string };

/**
 * A local server speaking the part of GitHub's REST API a refresh uses:
 * `/orgs/:org/repos` and `/users/:user/repos` (sorted by last push, Link
 * pagination), `/repos/:owner/:repo` and its `/releases/latest`, ETags with
 * 304s, `x-ratelimit-*` headers with a spendable budget (403 when spent), a
 * one-off secondary limit (403 with retry-after), and repositories that answer
 * 403 for a missing permission.
 */
export interface GithubStandIn {
  url: string;
  token: string;
  repos: Map<string, StandInRepo>;
  /** Latest releases by lower-case full name; a release without `tag_name` plays a draft. */
  releases: Map<string, { tag_name?: string; published_at: string }>;
  /** When set, `Link` pages name this origin instead of the stand-in's own (a hostile API). */
  linkOrigin: string | undefined;
  /** Requests left before the primary rate limit answers 403; Infinity by default. */
  budget: number;
  secondaryLimitNext: boolean;
  forbidden: Set<string>;
  pageSize: number;
  stats: { requests: number; conditional: number; notModified: number; paths: string[] };
  close(): Promise<void>;
}

let nextId = 1000;

/** A repository with plausible values; `overrides` change any field. */
export function standInRepo(owner: string, name: string, overrides: Partial<StandInRepo> = {}): StandInRepo {
  nextId += 1;
  return {
    id: nextId,
    full_name: `${owner}/${name}`,
    name,
    owner: { login: owner },
    description: `The ${name} project`,
    html_url: `https://github.example/${owner}/${name}`,
    homepage: null,
    language: 'TypeScript',
    topics: ['agents'],
    stargazers_count: 10,
    forks_count: 1,
    open_issues_count: 0,
    license: { spdx_id: 'MIT', name: 'MIT License' },
    pushed_at: '2026-11-01T00:00:00Z',
    archived: false,
    private: false,
    ...overrides,
  };
}

function etag(value: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 20)}"`;
}

export async function startGithubStandIn(): Promise<GithubStandIn> {
  const state: Omit<GithubStandIn, 'url' | 'close'> = {
    token: 'ghp_standin_token_000000000000000000',
    repos: new Map(),
    releases: new Map(),
    budget: Number.POSITIVE_INFINITY,
    secondaryLimitNext: false,
    forbidden: new Set(),
    pageSize: 100,
    linkOrigin: undefined,
    stats: { requests: 0, conditional: 0, notModified: 0, paths: [] },
  };
  const reset = Math.floor(Date.now() / 1000) + 3600;
  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    const remaining = Number.isFinite(state.budget) ? Math.max(0, state.budget) : 4999;
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(reset),
      ...headers,
    });
    response.end(status === 304 ? undefined : JSON.stringify(body));
  };
  const conditional = (request: IncomingMessage, response: ServerResponse, body: unknown) => {
    const tag = etag(body);
    if (request.headers['if-none-match']) state.stats.conditional += 1;
    if (request.headers['if-none-match'] === tag) {
      state.stats.notModified += 1;
      return send(response, 304, undefined, { etag: tag });
    }
    return send(response, 200, body, { etag: tag });
  };
  let server: Server;
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    state.stats.requests += 1;
    state.stats.paths.push(url.pathname);
    if (request.headers.authorization !== `token ${state.token}`)
      return send(response, 401, { message: 'Bad credentials' });
    if (state.secondaryLimitNext) {
      state.secondaryLimitNext = false;
      return send(
        response,
        403,
        { message: 'You have exceeded a secondary rate limit.' },
        { 'retry-after': '1' },
      );
    }
    if (state.budget <= 0) return send(response, 403, { message: 'API rate limit exceeded for user.' });
    state.budget -= 1;
    const listing = /^\/(orgs|users)\/([^/]+)\/repos$/.exec(url.pathname);
    if (listing) {
      const owner = (listing[2] ?? '').toLowerCase();
      const all = [...state.repos.values()]
        .filter((repo) => repo.owner.login.toLowerCase() === owner)
        .sort((a, b) => b.pushed_at.localeCompare(a.pushed_at) || a.id - b.id);
      if (all.length === 0) return send(response, 404, { message: 'Not Found' });
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), state.pageSize);
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = all.slice((page - 1) * perPage, page * perPage);
      const headers: Record<string, string> = {};
      if (page * perPage < all.length) {
        const next = new URL(url.toString().replace('http://stand-in', state.linkOrigin ?? serverUrl()));
        next.searchParams.set('page', String(page + 1));
        headers.link = `<${next}>; rel="next", <${next}>; rel="last"`;
      }
      return send(response, 200, items, headers);
    }
    const release = /^\/repos\/([^/]+)\/([^/]+)\/releases\/latest$/.exec(url.pathname);
    if (release) {
      const found = state.releases.get(`${release[1]}/${release[2]}`.toLowerCase());
      return found ? conditional(request, response, found) : send(response, 404, { message: 'Not Found' });
    }
    const single = /^\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (single) {
      const name = `${single[1]}/${single[2]}`.toLowerCase();
      if (state.forbidden.has(name))
        return send(response, 403, { message: 'Resource not accessible by integration' });
      const repo = [...state.repos.values()].find((item) => item.full_name.toLowerCase() === name);
      return repo ? conditional(request, response, repo) : send(response, 404, { message: 'Not Found' });
    }
    return send(response, 404, { message: 'Not Found' });
  };
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const serverUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: serverUrl(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
