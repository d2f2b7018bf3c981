import { readFile } from 'node:fs/promises';
import type { ApiClient, CallOptions, FetchResponse } from '@ailab/core/client/create-client';
import type { Access } from '@ailab/core/contract/define';
import { findEndpoint, type NamedEndpoint } from '@ailab/core/contract/index';
import { LIST_MAX_LIMIT } from '@ailab/core/contract/schemas/page-limits';
import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { bodyFromFields, type FieldArg, type JsonValue } from './field-args';

/** Where the request body comes from. */
export interface BodySource {
  fields: FieldArg[];
  /** A file path, or `-` for stdin. */
  input?: string;
  readStdin: () => Promise<string>;
}

const camelCase = (text: string) =>
  text.replace(/[_-]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The endpoint for a dotted name (`user.whoAmI`, or as the path spells it,
 * `user.who_am_i`) or a path (`/v2/api/user/who_am_i`, leading slash optional).
 */
export function resolveEndpoint(nameOrPath: string, t: Translate): NamedEndpoint {
  const normalised = /^v\d\//.test(nameOrPath) ? `/${nameOrPath}` : nameOrPath;
  const found = findEndpoint(normalised) ?? findEndpoint(camelCase(normalised));
  if (found === undefined) throw new UsageError(t('api.unknownEndpoint', { name: nameOrPath }));
  return found;
}

async function readInput(source: BodySource, t: Translate): Promise<unknown> {
  if (source.input === undefined) return undefined;
  const text =
    source.input === '-'
      ? await source.readStdin()
      : await readFile(source.input, 'utf8').catch(() => {
          throw new UsageError(t('api.inputUnreadable', { file: source.input }));
        });
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(t('api.inputNotJson', { file: source.input }));
  }
}

/** Builds the JSON body from --input or -f/-F fields (not both). */
export async function buildBody(source: BodySource, t: Translate): Promise<unknown> {
  if (source.input !== undefined && source.fields.length > 0) throw new UsageError(t('api.inputOrFields'));
  const fromInput = await readInput(source, t);
  return fromInput === undefined ? bodyFromFields(source.fields, t) : fromInput;
}

/** Checks a body against the endpoint's contract schema; a bad body is a usage error naming each field. */
export function validateBody(entry: NamedEndpoint, body: unknown, t: Translate): void {
  const parsed = entry.endpoint.body.safeParse(body);
  if (parsed.success) return;
  const problems = fieldIssuesFromZod(parsed.error.issues, t, body);
  const lines = problems.map((problem) => `  ${problem.field}: ${problem.message}`).join('\n');
  throw new UsageError(`${t('api.invalidBody', { name: entry.name })}\n${lines}`);
}

/** Builds multipart form data: `-F file=@photo.png` attaches a file, other fields are text. */
export async function buildFormData(fields: readonly FieldArg[], t: Translate): Promise<FormData> {
  const form = new FormData();
  for (const field of fields) {
    const at = field.raw.indexOf('=');
    if (at <= 0) throw new UsageError(t('api.badField', { field: field.raw }));
    const key = field.raw.slice(0, at);
    const value = field.raw.slice(at + 1);
    if (field.typed && value.startsWith('@')) {
      const path = value.slice(1);
      const data = await readFile(path).catch(() => {
        throw new UsageError(t('api.inputUnreadable', { file: path }));
      });
      form.append(key, new Blob([data]), path.split(/[\\/]/).pop() ?? path);
    } else form.append(key, value);
  }
  return form;
}

/** True when an endpoint needs a signed-in caller. */
export function needsSignIn(access: Access): boolean {
  return access.kind !== 'public';
}

/** Sends the body to the endpoint with the typed client; the answer is checked against the contract. */
export function callEndpoint(
  api: ApiClient,
  entry: NamedEndpoint,
  body: unknown,
  call?: CallOptions,
): Promise<unknown> {
  return api.call(entry.endpoint, body as Record<string, JsonValue> | FormData, call);
}

/**
 * `-X METHOD`: the contract gives every endpoint one method, so any other is refused before a request (the server
 * would answer 404). Undefined means the endpoint's own.
 */
export function checkMethod(entry: NamedEndpoint, method: string | undefined, t: Translate): void {
  if (method === undefined || method.toUpperCase() === entry.endpoint.method) return;
  throw new UsageError(
    t('api.wrongMethod', { name: entry.name, method: method.toUpperCase(), expected: entry.endpoint.method }),
  );
}

/**
 * Headers the CLI sets itself and `-H` may not replace: the credentials come from --token, AILAB_TOKEN or the stored
 * session (a header would bypass the token rules and end up in shell history), and the body's type and length from
 * the body the CLI encodes (docs/decisions.md, "CLI: api -H").
 */
const RESERVED_HEADERS = new Set(['authorization', 'cookie', 'content-type', 'content-length', 'host']);

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `-H 'Name: value'` (repeatable) as request headers; a malformed or reserved one is a usage error. */
export function parseHeaders(raw: readonly string[], t: Translate): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of raw) {
    const colon = header.indexOf(':');
    const name = colon > 0 ? header.slice(0, colon).trim() : '';
    const value = colon > 0 ? header.slice(colon + 1).trim() : '';
    if (!HEADER_NAME.test(name) || /[\r\n]/.test(value)) throw new UsageError(t('api.badHeader', { header }));
    if (RESERVED_HEADERS.has(name.toLowerCase())) throw new UsageError(t('api.reservedHeader', { name }));
    headers[name] = value;
  }
  return headers;
}

/** `-i`: the status line and the headers of an answer, as gh api -i prints them, then a blank line. */
export function responseHead(response: FetchResponse): string {
  const status = `HTTP/1.1 ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const lines = (response.headerLines ?? []).map(([name, value]) => `${name}: ${value}`);
  return `${[status, ...lines].join('\n')}\n\n`;
}

/** One page of any list. */
interface AnyPage {
  items: unknown[];
  next_cursor: string | null;
  total: number;
}

/** True when an answer is one page of a list: `{ items: [...], next_cursor, total }`. */
function isListPage(answer: unknown): answer is AnyPage {
  if (typeof answer !== 'object' || answer === null) return false;
  const page = answer as Record<string, unknown>;
  return (
    Array.isArray(page.items) &&
    (page.next_cursor === null || typeof page.next_cursor === 'string') &&
    typeof page.total === 'number'
  );
}

/**
 * `api --paginate`: calls a list endpoint page after page, following `next_cursor`, and answers one
 * page holding every item (`next_cursor: null`). Pages are as large as the body's `limit`, else 100.
 * An endpoint whose body takes no `cursor`, or that does not answer a list page, is called once
 * and its answer returned as it is.
 */
export async function callAllPages(
  api: ApiClient,
  entry: NamedEndpoint,
  body: unknown,
  call?: CallOptions,
): Promise<unknown> {
  const base = typeof body === 'object' && body !== null ? (body as Record<string, JsonValue>) : {};
  const limit = base.limit ?? LIST_MAX_LIMIT;
  if (!entry.endpoint.body.safeParse({ ...base, limit, cursor: 'x' }).success)
    return callEndpoint(api, entry, body, call);
  const first = await callEndpoint(api, entry, { ...base, limit }, call);
  if (!isListPage(first)) return first;
  let page: AnyPage = first;
  const items = [...page.items];
  // A server answering an empty page with a cursor would loop forever: stop there.
  while (page.next_cursor !== null && page.items.length > 0) {
    const next = await callEndpoint(api, entry, { ...base, limit, cursor: page.next_cursor }, call);
    if (!isListPage(next)) break;
    page = next;
    items.push(...page.items);
  }
  return { items, next_cursor: null, total: page.total };
}
