import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { startSite } from './site-server.js';

export interface ServedSite {
  site: Awaited<ReturnType<typeof startSite>>;
  browser: Browser;
}

/**
 * The built site served as `vitrine serve` serves it, and a Chromium, for the describe block that
 * calls this: started before its tests, closed after them. Read `site` and `browser` in the tests.
 * `dist` may be a function, for a site built in an earlier beforeAll; `hookTimeoutMs`, the start's
 * bound when it is not vitest's.
 */
export function servedSiteInChromium(dist: string | (() => string), hookTimeoutMs?: number): ServedSite {
  const served = {} as ServedSite;
  beforeAll(async () => {
    served.site = await startSite(typeof dist === 'string' ? dist : dist());
    served.browser = await launchChromium();
  }, hookTimeoutMs);
  afterAll(async () => {
    await served.browser?.close();
    await served.site?.close();
  });
  return served;
}
