import { contractGroupLoaders } from '@ailab/core/contract/group-loaders';
import type { GroupName } from '@ailab/core/contract/index';
import type { Command } from 'commander';
import type { z } from 'zod';
import type { Translate } from '../i18n/translator';
import { elementFields, responseFields } from './json-fields';

/** The contract endpoint whose response a read command prints with `--json` (its fields are listed in `--help`). */
export interface JsonFieldsSource {
  group: GroupName;
  endpoint: string;
  /** The answer's array property whose elements the command prints (`tokens`; `items` for a view of one of them). */
  element?: string;
  /** Fields the command adds to each printed object (`expired` of a token). */
  extra?: readonly string[];
}

const WIDTH = 78;

/** Field names joined by ", " in lines of at most {@link WIDTH} characters, indented by two spaces. */
function wrapFields(fields: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const field of fields) {
    const next = line === '' ? field : `${line}, ${field}`;
    if (next.length + 2 > WIDTH && line !== '') {
      lines.push(`${line},`);
      line = field;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines.map((text) => `  ${text}`).join('\n');
}

/** The fields `--json <fields>` accepts for a read command, from its endpoint's response schema. */
export async function jsonFieldsOf(source: JsonFieldsSource): Promise<string[]> {
  const group: Record<string, { response: z.ZodType } | undefined> =
    await contractGroupLoaders[source.group]();
  const endpoint = group[source.endpoint];
  if (endpoint === undefined) return [];
  const fields =
    source.element === undefined
      ? responseFields(endpoint.response)
      : elementFields(endpoint.response, source.element);
  return [...new Set([...fields, ...(source.extra ?? [])])];
}

/** Adds the "JSON fields" section to a read command's help (loaded only when its help is asked for). */
export async function addJsonFieldsHelp(
  command: Command,
  source: JsonFieldsSource,
  t: Translate,
): Promise<void> {
  const fields = await jsonFieldsOf(source);
  if (fields.length === 0) return;
  command.addHelpText('after', `\n${t('output.jsonFieldsHeading')}\n${wrapFields(fields)}`);
}
