#!/usr/bin/env bash
# `npm test`: sets up what the tests need on a fresh machine, then lint, type check and every test.
# Ends with a line "tests: N passed, N failed, N skipped" from vitest's JSON report.
set -uo pipefail
cd "$(dirname "$0")/.."

# A fresh clone has no node_modules. `npm ci` is not usable here: npm 11.19 writes a lock file
# without the other platforms' optional packages (biome, esbuild, sharp) and then `npm ci` refuses
# it as out of sync. `npm install` with the exact pins of package.json installs the locked versions.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing dependencies (npm install)"
  npm install --no-audit --no-fund || exit 1
fi

# The site's tests drive Debian's Chromium through Playwright (browser downloads are impossible here).
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "== installing Debian's chromium"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium || exit 1
fi

# The W3C Nu HTML checker (vnu-jar, tests/support/nu-checker.ts) runs on the machine's Java.
if ! command -v java >/dev/null 2>&1; then
  echo "== installing Debian's default-jre-headless (for the Nu HTML checker)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless || exit 1
fi

# The store's tests run a second time on PostgreSQL (vitest project `postgres`), on Debian's server.
VITRINE_TEST_POSTGRES=$(bash scripts/postgres.sh) || exit 1
export VITRINE_TEST_POSTGRES

status=0
echo "== lint and format (biome)"
npx biome check . || status=1
echo "== type check (tsc)"
npx tsc --noEmit && npx tsc --noEmit -p site || status=1

echo "== tests (vitest)"
report=$(mktemp -d)/vitest.json
npx vitest run --reporter=default --reporter=json --outputFile.json="$report"
vitest_status=$?
if [ -s "$report" ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const skipped = r.numPendingTests + r.numTodoTests;
    // A file that fails outside its tests (a hook, an import) counts as one failure.
    const brokenFiles = r.testResults.filter(
      (f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"),
    );
    for (const f of brokenFiles) console.log(`failed outside its tests: ${f.name}: ${(f.message || "").split("\n")[0]}`);
    const failed = r.numFailedTests + brokenFiles.length;
    console.log(`tests: ${r.numPassedTests} passed, ${failed} failed, ${skipped} skipped`);
  ' "$report"
else
  echo "tests: 0 passed, 1 failed"
fi
[ "$vitest_status" -eq 0 ] || status=1
exit $status
