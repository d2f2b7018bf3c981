import Handlebars from 'handlebars';
import { raw as runJq } from 'jq-wasm';
import type { z } from 'zod';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import type { IOStreams } from '../io/io-streams';
import { formatPrettyJson } from '../io/json-output';
import { pickJsonFields } from './json-fields';

/** How `--json <fields>`, `--jq` or `--template` shapes the JSON a command printed. */
export interface OutputShape {
  jq?: string;
  template?: string;
  /** `--json a,b`: only these fields (`services/json-fields.ts`), before jq or the template. */
  fields?: readonly string[];
  /** The response schemas of the endpoints that answered, naming the fields there are. */
  schemas?: readonly z.ZodType[];
  /** The fields the command's `readsFrom` endpoint names (its `--help` lists them): accepted as well. */
  declared?: readonly string[];
}

/** A jq message without the "jq: error (at /dev/stdin:0): " prefix the WebAssembly build adds. */
function jqReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^jq: error(?: \(at [^)]*\))?: /, '').trim();
}

/** Runs the jq expression over one JSON value: strings print raw, like `jq -r`; compact when piped. */
async function applyJq(value: unknown, expression: string, io: IOStreams, t: Translate): Promise<string> {
  const flags = io.stdoutIsTTY ? ['-r'] : ['-r', '-c'];
  try {
    return await runJq(JSON.stringify(value) ?? 'null', expression, flags);
  } catch (error) {
    throw new UsageError(t('output.jqFailed', { expression, reason: jqReason(error) }));
  }
}

/**
 * A Handlebars environment of its own (no global helpers), HTML escaping off: `{{json x}}` prints a value
 * as JSON, `{{join list ", "}}` joins a list, `{{nl}}` is a line break.
 */
function compileTemplate(template: string, t: Translate): (value: unknown) => string {
  const handlebars = Handlebars.create();
  handlebars.registerHelper('json', (value: unknown) => JSON.stringify(value));
  handlebars.registerHelper('join', (list: unknown, separator: unknown) =>
    Array.isArray(list) ? list.join(typeof separator === 'string' ? separator : ', ') : '',
  );
  handlebars.registerHelper('nl', () => '\n');
  try {
    const render = handlebars.compile(template, { noEscape: true, strict: false });
    return (value) => {
      try {
        return render(value);
      } catch (error) {
        throw new UsageError(t('output.templateFailed', { reason: (error as Error).message }));
      }
    };
  } catch (error) {
    throw new UsageError(t('output.templateFailed', { reason: (error as Error).message }));
  }
}

/**
 * Writes each captured JSON value, cut to `--json <fields>` when given, through the jq expression or the template,
 * in the order printed; without either, as `printJson` would have (pretty on a terminal, one line when piped).
 */
export async function writeShaped(
  captured: readonly unknown[],
  shape: OutputShape,
  io: IOStreams,
  t: Translate,
): Promise<void> {
  if (shape.jq !== undefined && shape.template !== undefined) throw new UsageError(t('output.jqOrTemplate'));
  const { fields } = shape;
  const values =
    fields === undefined
      ? captured
      : captured.map((value) => pickJsonFields(value, fields, shape.schemas ?? [], t, shape.declared));
  if (shape.jq === undefined && shape.template === undefined) {
    for (const value of values)
      io.print(io.stdoutIsTTY ? formatPrettyJson(value, io.out) : JSON.stringify(value));
    return;
  }
  if (shape.jq !== undefined) {
    for (const value of values) {
      const text = await applyJq(value, shape.jq, io, t);
      if (text !== '') io.print(text);
    }
    return;
  }
  if (shape.template === undefined) return;
  const render = compileTemplate(shape.template, t);
  for (const value of values) io.stdout.write(render(value));
}
