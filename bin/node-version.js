// Which Node.js may run Vitrine, checked before tsx or any of our TypeScript is loaded: on an older
// Node those fail with a stack trace (undici 8 at import, syntax it lacks) that does not say what to
// do. Plain JavaScript that Node 20 still runs; the range is package.json's `engines.node`, read by
// semver, npm's own range parser.
import semver from 'semver';

/**
 * "22.19+" for the part `>=22.19.0 <23.0.0-0` of a range, "24+" for `>=24.0.0`: its lowest version.
 *
 * @param {readonly semver.Comparator[]} comparators
 * @returns {string | undefined}
 */
function lowestOf(comparators) {
  const floor = semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')));
  if (!floor) return undefined;
  if (floor.patch !== 0) return `${floor.version}+`;
  return floor.minor === 0 ? `${floor.major}+` : `${floor.major}.${floor.minor}+`;
}

/**
 * "Node.js 22.19+ or 24+" for `^22.19.0 || >=24`.
 *
 * @param {string} range
 * @returns {string}
 */
export function describeNodeRange(range) {
  const parts = new semver.Range(range).set.map(lowestOf).filter((part) => part !== undefined);
  return `Node.js ${parts.join(' or ')}`;
}

/**
 * One sentence refusing the running Node when it is outside `engines` (package.json's `engines.node`),
 * saying how to get the project-local Node (`localNode`, the version of the `node` dependency);
 * undefined when the running Node may run Vitrine.
 *
 * @param {{ running: string, engines: string, localNode: string }} versions `running` as `process.version` gives it
 * @returns {string | undefined}
 */
export function oldNodeRefusal({ running, engines, localNode }) {
  const version = semver.clean(running) ?? running;
  if (semver.satisfies(version, engines)) return undefined;
  const wanted = describeNodeRange(engines);
  return (
    `Vitrine needs ${wanted} and this is Node.js ${version}: run \`npm install\` in the project, which puts a ` +
    `project-local Node.js ${localNode} that \`npm run vitrine -- …\` and \`npx vitrine\` use, or install ${wanted} (an LTS line).`
  );
}
