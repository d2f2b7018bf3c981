import type { CommandTree } from './command-tree';

/**
 * Every command path below the root, e.g. `['auth']`, `['auth', 'token']`, with its node; a command's aliases are
 * paths of their own to the same node (`user ls` completes the flags of `user list`).
 */
export function commandPaths(
  tree: CommandTree,
  prefix: string[] = [],
): { path: string[]; node: CommandTree }[] {
  return tree.children.flatMap((child) =>
    [child.name, ...child.aliases].flatMap((name) => {
      const path = [...prefix, name];
      return [{ path, node: child }, ...commandPaths(child, path)];
    }),
  );
}

/** Every command path (the root's too) with the values of each flag that names them, from commander's `choices`. */
function flagValues(root: CommandTree): { path: string[]; flag: string; choices: string[] }[] {
  return [{ path: [] as string[], node: root }, ...commandPaths(root)].flatMap(({ path, node }) =>
    Object.entries(node.optionValues).map(([flag, choices]) => ({ path, flag, choices })),
  );
}

/** Command paths (aliases too) with an argument that is a file or a folder. */
function pathArgumentPaths(root: CommandTree): string[][] {
  return commandPaths(root)
    .filter(({ node }) => node.takesPath)
    .map(({ path }) => path);
}

/** bash `case` lines for flag values (`/event/list:--state) …`) and for path arguments, per command path. */
function bashValueCases(root: CommandTree): { values: string; paths: string } {
  const values = flagValues(root).map(
    ({ path, flag, choices }) =>
      `    /${path.join('/')}:${flag}) COMPREPLY=($(compgen -W "${choices.join(' ')}" -- "$cur")); return ;;`,
  );
  const withPaths = pathArgumentPaths(root).map((path) => `/${path.join('/')}`);
  return {
    values: values.join('\n'),
    paths: withPaths.length > 0 ? withPaths.join('|') : '/-none-',
  };
}

/** Command paths whose first argument `ailab __complete <kind>` completes, grouped by kind. */
function dynamicPaths(root: CommandTree): [string, string[][]][] {
  const byKind = new Map<string, string[][]>();
  for (const { path, node } of commandPaths(root))
    if (node.dynamic !== undefined) byKind.set(node.dynamic, [...(byKind.get(node.dynamic) ?? []), path]);
  return [...byKind];
}

/** Values the scripts complete besides command names. */
export interface CompletionValues {
  languages: readonly string[];
  settingKeys: readonly string[];
  endpoints: readonly string[];
}

const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** True when `value` names a supported shell. */
export function isShell(value: string): value is Shell {
  return (SHELLS as readonly string[]).includes(value);
}

function wordsFor(node: CommandTree, root: CommandTree, path: string[], values: CompletionValues): string[] {
  const extra =
    path.join(' ') === 'api'
      ? values.endpoints
      : path.join(' ').startsWith('config ')
        ? values.settingKeys
        : [];
  const global = node === root ? [] : root.options.filter((option) => option !== '--version');
  // Aliases are understood (a path of their own) but not offered, as gh does.
  return [...node.children.map((child) => child.name), ...extra, ...node.options, ...global, '--help'];
}

function bash(root: CommandTree, values: CompletionValues): string {
  const paths = commandPaths(root);
  const known = paths.map(({ path }) => `/${path.join('/')}`).join('|');
  const cases = [
    `    "") words="${wordsFor(root, root, [], values).join(' ')}" ;;`,
    ...paths.map(
      ({ path, node }) =>
        `    /${path.join('/')}) words="${wordsFor(node, root, path, values).join(' ')}" ;;`,
    ),
  ].join('\n');
  const valueCases = bashValueCases(root);
  const dynamic = dynamicPaths(root)
    .map(
      ([kind, kindPaths]) =>
        `      ${kindPaths.map((path) => `/${path.join('/')}`).join('|')}) COMPREPLY=($(compgen -W "$("\${COMP_WORDS[0]}" __complete ${kind} "$cur" 2>/dev/null)" -- "$cur")); return ;;`,
    )
    .join('\n');
  return `# ailab completion for bash. Load it with: eval "$(ailab completion bash)"
_ailab_completions() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" word words i pathend=0
  case "$prev" in
    --lang) COMPREPLY=($(compgen -W "${values.languages.join(' ')}" -- "$cur")); return ;;
    --input) COMPREPLY=($(compgen -f -- "$cur")); return ;;
  esac
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$path/$word" in
      ${known}) path="$path/$word"; pathend=$i ;;
    esac
  done
  # The first argument of a command whose values only the server knows: ask it (2 s at most, silent on failure).
  if [[ $pathend -gt 0 && $COMP_CWORD -eq $((pathend + 1)) && "$cur" != -* ]]; then
    case "$path" in
${dynamic}
    esac
  fi
  case "$path" in
${cases}
  esac
  case "$path:$prev" in
${valueCases.values}
  esac
  case "$path" in
    ${valueCases.paths}) if [[ "$cur" != -* ]]; then COMPREPLY=($(compgen -f -- "$cur")); return; fi ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _ailab_completions ailab
`;
}

const zshEscape = (text: string) => text.replace(/'/g, "'\\''").replace(/:/g, '\\:');

function zshItems(node: CommandTree, root: CommandTree, path: string[], values: CompletionValues): string {
  const commands = node.children.map((child) => `'${zshEscape(child.name)}:${zshEscape(child.description)}'`);
  const rest = wordsFor({ ...node, children: [] }, root, path, values).map((word) => `'${zshEscape(word)}'`);
  return [...commands, ...rest].join(' ');
}

function zsh(root: CommandTree, values: CompletionValues): string {
  const paths = commandPaths(root);
  const known = paths.map(({ path }) => `/${path.join('/')}`).join('|');
  const cases = [
    `    ("") items=(${zshItems(root, root, [], values)}) ;;`,
    ...paths.map(
      ({ path, node }) => `    (/${path.join('/')}) items=(${zshItems(node, root, path, values)}) ;;`,
    ),
  ].join('\n');
  const dynamic = dynamicPaths(root)
    .map(
      ([kind, kindPaths]) =>
        `      (${kindPaths.map((path) => `/${path.join('/')}`).join('|')}) items=(\${(f)"$(\${words[1]} __complete ${kind} "\${words[CURRENT]}" 2>/dev/null)"}); _describe 'value' items; return ;;`,
    )
    .join('\n');
  const valueCases = flagValues(root)
    .filter(({ path }) => path.length > 0)
    .map(
      ({ path, flag, choices }) =>
        `    (/${path.join('/')}:${flag}) items=(${choices.map((choice) => `'${zshEscape(choice)}'`).join(' ')}); _describe 'value' items; return ;;`,
    )
    .join('\n');
  const files =
    pathArgumentPaths(root)
      .map((path) => `/${path.join('/')}`)
      .join('|') || '/-none-';
  return `#compdef ailab
# ailab completion for zsh. Load it with: source <(ailab completion zsh)
_ailab() {
  local -a items
  local cmdpath="" w
  local -i n=1 pathend=0
  if [[ "\${words[CURRENT-1]}" == --lang ]]; then
    items=(${values.languages.join(' ')})
    _describe 'language' items
    return
  fi
  for w in "\${(@)words[2,CURRENT-1]}"; do
    (( n++ ))
    case "$cmdpath/$w" in
      (${known}) cmdpath="$cmdpath/$w"; pathend=$n ;;
    esac
  done
  # The first argument of a command whose values only the server knows: ask it (2 s at most, silent on failure).
  if (( pathend > 0 && CURRENT == pathend + 1 )) && [[ "\${words[CURRENT]}" != -* ]]; then
    case "$cmdpath" in
${dynamic}
    esac
  fi
  # A flag's values where the flag names them (commander's choices), and paths where an argument is a file.
  case "$cmdpath:\${words[CURRENT-1]}" in
${valueCases}
  esac
  case "$cmdpath" in
    (${files}) if [[ "\${words[CURRENT]}" != -* ]]; then _files; return; fi ;;
  esac
  case "$cmdpath" in
${cases}
  esac
  _describe 'ailab' items
}
compdef _ailab ailab
`;
}

const fishEscape = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** A fish condition: every word of a command path has been typed. */
const fishSeen = (path: readonly string[]) =>
  path.map((word) => `__fish_seen_subcommand_from ${word}`).join('; and ');

function fish(root: CommandTree, values: CompletionValues): string {
  const lines = [
    '# ailab completion for fish. Load it with: ailab completion fish | source',
    'complete -c ailab -f',
    ...root.options.map((option) => `complete -c ailab -l ${option.slice(2)}`),
    `complete -c ailab -l lang -x -a '${values.languages.join(' ')}'`,
  ];
  const top = root.children.map((child) => child.name).join(' ');
  for (const child of root.children) {
    lines.push(
      `complete -c ailab -n 'not __fish_seen_subcommand_from ${top}' -a ${child.name} -d '${fishEscape(child.description)}'`,
    );
  }
  for (const { path, node } of commandPaths(root)) {
    const parent = path[path.length - 1] ?? '';
    const siblings = node.children.map((child) => child.name).join(' ');
    for (const child of node.children) {
      lines.push(
        `complete -c ailab -n '__fish_seen_subcommand_from ${parent}; and not __fish_seen_subcommand_from ${siblings}' -a ${child.name} -d '${fishEscape(child.description)}'`,
      );
    }
    for (const option of node.options)
      if (node.optionValues[option] === undefined)
        lines.push(`complete -c ailab -n '__fish_seen_subcommand_from ${parent}' -l ${option.slice(2)}`);
  }
  // A flag's values where the flag names them (commander's choices), and paths where an argument is a file.
  for (const { path, flag, choices } of flagValues(root))
    if (path.length > 0)
      lines.push(
        `complete -c ailab -n '${fishSeen(path)}' -l ${flag.slice(2)} -x -a '${choices.map(fishEscape).join(' ')}'`,
      );
  for (const path of pathArgumentPaths(root)) lines.push(`complete -c ailab -n '${fishSeen(path)}' -F`);
  // The first argument of a command whose values only the server knows: ask it (2 s at most, silent on failure).
  for (const [kind, kindPaths] of dynamicPaths(root))
    for (const path of kindPaths) {
      lines.push(
        `complete -c ailab -n '${fishSeen(path)}' -a '(ailab __complete ${kind} (commandline -ct) 2>/dev/null)'`,
      );
    }
  lines.push(`complete -c ailab -n '__fish_seen_subcommand_from api' -a '${values.endpoints.join(' ')}'`);
  lines.push(
    `complete -c ailab -n '__fish_seen_subcommand_from get set' -a '${values.settingKeys.join(' ')}'`,
  );
  return `${lines.join('\n')}\n`;
}

/** The completion script for a shell, generated from the command tree. */
export function completionScript(shell: Shell, root: CommandTree, values: CompletionValues): string {
  if (shell === 'bash') return bash(root, values);
  if (shell === 'zsh') return zsh(root, values);
  return fish(root, values);
}
