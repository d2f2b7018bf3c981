import { isatty } from 'node:tty';
import type { RunDependencies } from './run-cli';
import { CLI_VERSION } from './version';

function processDependencies(): RunDependencies {
  let stdoutReady = false;
  // Streams are read on first use: creating process.stdin and process.stderr costs start-up time.
  return {
    env: process.env,
    get stdin() {
      return process.stdin;
    },
    get stdout() {
      if (!stdoutReady) {
        stdoutReady = true;
        // A closed pipe (`ailab api --list | head`) is not an error worth a stack trace.
        process.stdout.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EPIPE') throw error;
        });
      }
      return process.stdout;
    },
    get stderr() {
      return process.stderr;
    },
    ttys: { stdin: isatty(0), stdout: isatty(1), stderr: isatty(2) },
  };
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
  return runCli(argv, deps, CLI_VERSION);
}
