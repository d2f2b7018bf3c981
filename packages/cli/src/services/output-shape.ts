import Handlebars from 'handlebars';
import { raw as runJq } from 'jq-wasm';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import type { IOStreams } from '../io/io-streams';

/** How `--jq` or `--template` shapes the JSON a command printed. */
export interface OutputShape {
  jq?: string;
  template?: string;
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

/** Writes each captured JSON value through the jq expression or the template, in the order printed. */
export async function writeShaped(
  values: readonly unknown[],
  shape: OutputShape,
  io: IOStreams,
  t: Translate,
): Promise<void> {
  if (shape.jq !== undefined && shape.template !== undefined) throw new UsageError(t('output.jqOrTemplate'));
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
