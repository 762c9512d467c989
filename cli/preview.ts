import type { PreviewOutcome, PreviewRequest } from '../server/staff/content/preview.js';
import { previewProcessOf } from '../site/build/render-bundle.js';
import type { SitePlaces } from './rebuild.js';
import { runNode } from './run-node.js';

/** The most of a preview's page read back: a page of the site is a few hundred kB at most. */
const PAGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * /admin/'s preview (server/staff/content/preview.ts): one page rendered from a draft's configuration
 * folder, by the served build's own pages' bundle, in a process of its own (the server does not load
 * the site's code). A second or so: the bundle's load and the page's data.
 */
export function sitePreview(places: SitePlaces): (request: PreviewRequest) => Promise<PreviewOutcome> {
  return async ({ configDir, url }) => {
    const order = {
      code: places.out,
      places: {
        data: places.data,
        configDir,
        media: places.media,
        scripts: `${places.out}/scripts`,
        client: `${places.out}/client`,
      },
      url,
    };
    const page: Buffer[] = [];
    let size = 0;
    const run = await runNode([previewProcessOf(places.out), JSON.stringify(order)], {
      // React's production build, as the site's build renders with.
      env: { ...process.env, NODE_ENV: 'production' },
      stdout: (chunk) => {
        size += chunk.length;
        if (size <= PAGE_MAX_BYTES) page.push(chunk);
      },
    });
    if (run.code === 0 && size <= PAGE_MAX_BYTES) return { ok: true, html: Buffer.concat(page).toString('utf8') };
    return { ok: false, message: run.lastLine || `the preview exited ${run.code}` };
  };
}
