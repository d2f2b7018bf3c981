import type { RunDependencies } from './run-cli';
import { CLI_VERSION } from './version';

function processDependencies(): RunDependencies {
  // A closed pipe (`ailab api --list | head`) is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  return { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}

/**
 * The entry point the `ailab` shim calls with argv (without `node` and the
 * script). It stays tiny: `--version` answers from here, and everything else
 * loads the command tree on demand. Returns the exit code and sets process.exitCode.
 */
export async function run(
  argv: readonly string[],
  deps: RunDependencies = processDependencies(),
): Promise<number> {
  if (argv.length === 1 && argv[0] === '--version') {
    deps.stdout.write(`${CLI_VERSION}\n`);
    process.exitCode = 0;
    return 0;
  }
  const { runCli } = await import('./run-cli');
  return runCli(argv, deps);
}
