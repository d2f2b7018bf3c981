import type { FetchResponse } from '@ailab/core/client/create-client';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { AuthRequiredError, UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { readAll } from '../../io/io-streams';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import type { FieldArg } from '../../services/field-args';

/** Flags of `ailab api`. */
export interface ApiOptions {
  rawField: string[];
  field: string[];
  input?: string;
  list?: boolean;
  paginate?: boolean;
  method?: string;
  header?: string[];
  include?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** `ailab api <endpoint>`: call any contract endpoint; `ailab api --list` lists them, `--list <name>` shows one. */
export function newApiCommand(
  context: CommandContext,
  runF: (endpoint: string | undefined, options: ApiOptions, factory: Factory) => Promise<void> = runApi,
): Command {
  const { t } = context;
  return new Command('api')
    .description(t('api.description'))
    .argument('[endpoint]', t('api.endpointArgument'))
    .option('-f, --raw-field <key=value>', t('api.options.rawField'), collect, [])
    .option('-F, --field <key=value>', t('api.options.field'), collect, [])
    .option('--input <file>', t('api.options.input'))
    .option('--list', t('api.options.list'))
    .option('--paginate', t('api.options.paginate'))
    .option('-X, --method <method>', t('api.options.method'))
    .option('-H, --header <name: value>', t('api.options.header'), collect, [])
    .option('-i, --include', t('api.options.include'))
    .addHelpText('after', `\n${t('api.examples')}`)
    .action((endpoint: string | undefined, options: ApiOptions) =>
      runF(endpoint, options, context.factory()),
    );
}

async function printList(f: Factory): Promise<void> {
  const { endpointListing, accessText } = await import('../../services/endpoint-list');
  const rows = endpointListing();
  if (f.json) {
    printJson(f.io, rows);
    return;
  }
  const header = ['name', 'method', 'path', 'access', 'summary'].map((key) => f.t(`api.columns.${key}`));
  const pending = f.t('api.pending');
  const cells = rows.map((row) => [
    row.name,
    row.method,
    row.path,
    accessText(row.access),
    row.status === 'pending' ? `${row.summary} (${pending})` : row.summary,
  ]);
  f.io.print(formatTable(header, cells, f.io.tableWidth, f.io.out.bold));
}

/** `ailab api --list <name>`: one endpoint's method, path, access and its request and response fields. */
async function printEndpointFields(f: Factory, name: string): Promise<void> {
  const { resolveEndpoint } = await import('../../services/api-request');
  const { endpointFields } = await import('../../services/endpoint-fields');
  const { accessText } = await import('../../services/endpoint-list');
  const { name: found, endpoint } = resolveEndpoint(name, f.t);
  const fields = endpointFields(endpoint);
  if (f.json) {
    const { method, path, access, summary, status } = endpoint;
    printJson(f.io, { name: found, method, path, access, summary, status, ...fields });
    return;
  }
  const { out } = f.io;
  const header = ['field', 'type', 'required'].map((key) => f.t(`api.fieldColumns.${key}`));
  const table = (rows: typeof fields.request) =>
    rows.length === 0
      ? `  ${f.t('api.noFields')}`
      : formatTable(
          header,
          rows.map((row) => [row.field, row.type, row.required ? f.t('api.required') : '']),
          f.io.tableWidth,
          out.bold,
        );
  f.io.print(
    [
      `${out.bold(found)}  ${endpoint.method} ${endpoint.path}  (${accessText(endpoint.access)})`,
      endpoint.summary,
      '',
      out.bold(f.t('api.requestFields')),
      table(fields.request),
      '',
      out.bold(f.t('api.responseFields')),
      table(fields.response),
    ].join('\n'),
  );
}

/** Validates the body against the contract before anything is sent; prints the answer as JSON. */
export async function runApi(endpoint: string | undefined, options: ApiOptions, f: Factory): Promise<void> {
  const { t } = f;
  if (options.list) {
    if (endpoint === undefined) await printList(f);
    else await printEndpointFields(f, endpoint);
    return;
  }
  if (endpoint === undefined) throw new UsageError(t('api.endpointNeeded'));
  const service = await import('../../services/api-request');
  const entry = service.resolveEndpoint(endpoint, t);
  service.checkMethod(entry, options.method, t);
  const headers = service.parseHeaders(options.header ?? [], t);
  const fields: FieldArg[] = [
    ...options.rawField.map((raw) => ({ raw, typed: false })),
    ...options.field.map((raw) => ({ raw, typed: true })),
  ];
  let body: unknown;
  if (entry.endpoint.bodyKind === 'multipart') {
    if (options.input !== undefined) throw new UsageError(t('api.multipartFields'));
    if (options.paginate) throw new UsageError(t('api.paginateNotList', { name: entry.name }));
    body = await service.buildFormData(fields, t);
  } else {
    body = await service.buildBody({ fields, input: options.input, readStdin: () => readAll(f.io.stdin) }, t);
    service.validateBody(entry, body, t);
  }
  const token = await f.token();
  if (token === null && service.needsSignIn(entry.endpoint.access)) {
    throw new AuthRequiredError(t('api.signInNeeded', { name: entry.name }));
  }
  f.io.debug(`${entry.endpoint.method} ${f.server}${entry.endpoint.path}`);
  // An upload (multipart) is slow work: its default timeout is the long one.
  const api = await f.api(undefined, { long: entry.endpoint.bodyKind === 'multipart' });
  const call = {
    headers,
    // -i: each answer's status line and headers go to stdout before the body, failing answers too.
    ...(options.include
      ? { onResponse: (response: FetchResponse) => void f.io.stdout.write(service.responseHead(response)) }
      : {}),
  };
  const answer = options.paginate
    ? await service.callAllPages(api, entry, body, call)
    : await service.callEndpoint(api, entry, body, call);
  printJson(f.io, answer);
}
