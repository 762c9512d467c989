#!/usr/bin/env bash
# `npm test`: sets up what the tests need on a fresh machine, then lint, type check and every test.
# Ends with a line "tests: N passed, N failed, N skipped" from vitest's JSON report.
set -uo pipefail
cd "$(dirname "$0")/.."

# A fresh clone has no node_modules: `npm ci` installs exactly package-lock.json (which holds every
# platform's optional packages: tests/unit/lock-file.test.ts), with the project-local Node.js.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing dependencies (npm ci)"
  npm ci --no-audit --no-fund || exit 1
fi

# Everything below runs on the Node.js first on the PATH: in `npm test`, the project-local one that
# npm ci put in node_modules/.bin. An older one would fail later, test by test, with stack traces.
echo "== node $(node -p process.version) ($(command -v node))"
node --input-type=module -e '
  import { readFileSync } from "node:fs";
  import semver from "semver";
  import { describeNodeRange } from "./bin/node-version.js";
  const { engines, dependencies } = JSON.parse(readFileSync("package.json", "utf8"));
  if (!semver.satisfies(process.version, engines.node)) {
    console.error(
      `The tests need ${describeNodeRange(engines.node)} and the Node.js first on the PATH is ${process.versions.node} ` +
        `(${process.execPath}): run them with \`npm test\`, which puts the project-local Node.js ${dependencies.node} ` +
        "of node_modules/.bin first on the PATH.",
    );
    process.exit(1);
  }
' || exit 1

# The site's tests drive Debian's Chromium through Playwright (browser downloads are impossible here):
# its headless shell, the engine without the browser around it, at half the CPU a page
# (tests/support/browser.ts). The whole browser (package chromium) is for Lighthouse and the benches.
if [ ! -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ]; then
  echo "== installing Debian's chromium-headless-shell"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell || exit 1
fi

# The W3C Nu HTML checker (vnu-jar, tests/support/nu-checker.ts) runs on the machine's Java.
if ! command -v java >/dev/null 2>&1; then
  echo "== installing Debian's default-jre-headless (for the Nu HTML checker)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless || exit 1
fi

# /metrics' test (health-metrics.test.ts) lints the server's exposition with promtool, of Debian's prometheus.
if ! command -v promtool >/dev/null 2>&1; then
  echo "== installing Debian's prometheus (promtool, for the /metrics test)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus || exit 1
fi

# deploy/'s tests (deploy-files.test.ts, caddy-proxy.test.ts) run Debian's Caddy and check the units
# with systemd-analyze. The package only installs Caddy: with no systemd as PID 1 nothing starts it.
deploy_packages=""
command -v caddy >/dev/null 2>&1 || deploy_packages="caddy"
command -v systemd-analyze >/dev/null 2>&1 || deploy_packages="$deploy_packages systemd"
if [ -n "$deploy_packages" ]; then
  echo "== installing Debian's$deploy_packages (for deploy/'s tests)"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  # shellcheck disable=SC2086 # one word per package
  $sudo_cmd apt-get update -qq && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $deploy_packages || exit 1
fi

# The store's tests run a second time on PostgreSQL (vitest project `postgres`), on Debian's server.
VITRINE_TEST_POSTGRES=$(bash scripts/postgres.sh) || exit 1
export VITRINE_TEST_POSTGRES

status=0
echo "== lint and format (biome), at ${SECONDS} s"
npx biome check . || status=1
echo "== type check (tsc), at ${SECONDS} s"
npx tsc --noEmit && npx tsc --noEmit -p site || status=1

echo "== tests (vitest), at ${SECONDS} s"
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
# npm test's bound is 10 minutes on CI's 2-core machine: each phase's start above, the whole here.
echo "== done in ${SECONDS} s"
exit $status
