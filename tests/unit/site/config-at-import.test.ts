import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlaces, setBuildPlaces } from '../../../site/build/places.js';
import { ROOT } from '../../support/cli.js';

// Issue 16: the site's modules read the agency's configuration and the generated data when they are
// asked for them, never when they are imported: a module can be loaded by a test, a tool or another
// build without a configuration in place. Here every place the build names is missing.

const nowhere = join(ROOT, 'tests', 'no-such-folder');
// The unit tests share their worker's modules (vitest.config.ts): the next file finds the places as they were.
const placesBefore = buildPlaces();
setBuildPlaces({ data: nowhere, configDir: nowhere, media: nowhere, scripts: nowhere, client: nowhere });
afterAll(() => setBuildPlaces(placesBefore));

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(ROOT, path)] : [];
  });
}

/** The browser's scripts run against a document; the build's process entries run their order when loaded. */
const RUN_WHEN_LOADED = (path: string) =>
  path.startsWith('site/client/') || path === 'site/build/site-process.ts' || path === 'site/build/render-process.ts';

const modules = modulesUnder(join(ROOT, 'site')).filter((path) => !RUN_WHEN_LOADED(path));

describe('the site reads its configuration when asked, not when imported', () => {
  it('has modules to load', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(modules).toContain('site/site-config.ts');
  });

  it.each(modules)('%s loads without a configuration or data in place', async (path) => {
    await expect(import(join(ROOT, path))).resolves.toBeDefined();
  });

  it('says what is missing when the configuration is asked for', async () => {
    const { siteConfig } = await import('../../../site/site-config.js');
    expect(() => siteConfig()).toThrow(/cannot read the site configuration .*no-such-folder.*--config/);
  });
});
