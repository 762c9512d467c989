import { cpus } from 'node:os';
import { benchAdminPublish } from './admin-publish.js';
import { benchAlerts } from './alerts.js';
import { benchBuild } from './build.js';
import { benchImages } from './images.js';
import { benchJavascript } from './javascript.js';
import { benchKyero } from './kyero.js';
import { benchList } from './list.js';
import { benchOwnerFigures } from './owner-figures.js';
import { benchPhotoHosts } from './photo-hosts.js';
import { benchServe } from './serve.js';
import { benchSync } from './sync.js';

// `npm run bench`: every benchmark, printed as Markdown tables for docs/benchmarks.md. javascript reads the
// built sample, and so does serve: they run before build (which leaves dist/ holding its synthetic agency).
const benches: Record<string, () => Promise<string>> = {
  sync: benchSync,
  kyero: benchKyero,
  images: benchImages,
  'photo-hosts': benchPhotoHosts,
  javascript: benchJavascript,
  serve: benchServe,
  'owner-figures': benchOwnerFigures,
  list: benchList,
  alerts: benchAlerts,
  'admin-publish': benchAdminPublish,
  build: benchBuild,
};
const only = process.argv.slice(2);

console.log(
  `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}\n`,
);
for (const [name, bench] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`### bench/${name}\n\n${await bench()}\n`);
}
