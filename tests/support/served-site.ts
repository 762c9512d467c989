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
 */
export function servedSiteInChromium(dist: string): ServedSite {
  const served = {} as ServedSite;
  beforeAll(async () => {
    served.site = await startSite(dist);
    served.browser = await launchChromium();
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.site?.close();
  });
  return served;
}
