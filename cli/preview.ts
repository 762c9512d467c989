import { spawn } from 'node:child_process';
import type { PreviewOutcome, PreviewRequest } from '../server/staff/content/preview.js';
import { previewProcessOf } from '../site/build/render-bundle.js';
import { PACKAGE_ROOT } from './paths.js';
import type { SitePlaces } from './rebuild.js';

/** The most of a preview's page read back: a page of the site is a few hundred kB at most. */
const PAGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * /admin/'s preview (server/staff/content/preview.ts): one page rendered from a draft's configuration
 * folder, by the served build's own pages' bundle, in a process of its own (the server does not load
 * the site's code). A second or so: the bundle's load and the page's data.
 */
export function sitePreview(places: SitePlaces): (request: PreviewRequest) => Promise<PreviewOutcome> {
  return ({ configDir, url }) =>
    new Promise((resolve) => {
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
      const child = spawn(process.execPath, [previewProcessOf(places.out), JSON.stringify(order)], {
        cwd: PACKAGE_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        // React's production build, as the site's build renders with.
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const page: Buffer[] = [];
      let size = 0;
      let tail = '';
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= PAGE_MAX_BYTES) page.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        tail = `${tail}${chunk}`.slice(-4000);
      });
      child.once('error', (error) => resolve({ ok: false, message: error.message }));
      child.once('close', (code) => {
        const lastLine = tail.trim().split('\n').at(-1) ?? '';
        if (code === 0 && size <= PAGE_MAX_BYTES) resolve({ ok: true, html: Buffer.concat(page).toString('utf8') });
        else resolve({ ok: false, message: lastLine || `the preview exited ${code}` });
      });
    });
}
