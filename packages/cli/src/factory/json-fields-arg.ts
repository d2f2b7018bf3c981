/** A field list after `--json`: snake_case names separated by commas (`email,roles`). */
const FIELD_LIST = /^[a-z][a-z0-9_]*(?:,[a-z][a-z0-9_]*)*$/;

/** Raw argv with `--json <fields>` turned into a bare `--json`, and the fields it named. */
export interface JsonFieldsArg {
  argv: string[];
  /** The fields, in the order given; undefined when `--json` came alone (the whole contract shape). */
  fields?: string[];
}

/**
 * Splits `--json a,b` and `--json=a,b` into `--json` and the field list, before commander parses (its `--json` stays
 * a plain flag). The word after `--json` is a field list when it looks like one and is not the name of a
 * subcommand of the command named so far (`ailab --json user list`; `ailab whoami --json user` has fields); a
 * positional argument that looks like a field name goes before `--json` (docs/decisions.md, "CLI: remaining verbs
 * and flags").
 */
export function splitJsonFields(
  argv: readonly string[],
  isCommandWord: (before: readonly string[], word: string) => boolean,
): JsonFieldsArg {
  const out: string[] = [];
  let fields: string[] | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--') {
      out.push(...argv.slice(index));
      break;
    }
    if (arg.startsWith('--json=')) {
      const value = arg.slice('--json='.length);
      out.push('--json');
      if (value !== '')
        fields = value
          .split(',')
          .map((field) => field.trim())
          .filter((field) => field !== '');
      continue;
    }
    out.push(arg);
    const next = argv[index + 1];
    if (arg === '--json' && next !== undefined && FIELD_LIST.test(next) && !isCommandWord(out, next)) {
      fields = next.split(',');
      index += 1;
    }
  }
  return fields === undefined || fields.length === 0 ? { argv: out } : { argv: out, fields };
}
