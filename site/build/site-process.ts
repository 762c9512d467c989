import { bundleCode } from './bundles.js';
import { runAsSiteProcess } from './run-as-site-process.js';

// The process that makes the code's bundles (site/build/bundles.ts), run through tsx from the
// sources; the pages are rendered by the render processes, from their own bundle
// (site/build/render-process.ts).
await runAsSiteProcess('bundles', 'site-process.ts', bundleCode);
