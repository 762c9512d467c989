import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationEnd, saveArticle } from '../support/admin-article.js';
import { startAdminSite } from '../support/admin-site.js';
import { sharedSampleBuild } from '../support/sample-build.js';

// Issue 45's publication end to end, with nothing stood in: the sample synced and built, `vitrine
// serve` on it with a copy of data/site/, a staff account made by `vitrine staff invite`, a service's
// title changed in /admin/, and the page served by the same server showing it once /admin/ says the
// change is live (its own `vitrine build`, incremental).

let site: Awaited<ReturnType<typeof startAdminSite>>;

beforeAll(async () => {
  site = await startAdminSite(
    await mkdtemp(join(tmpdir(), 'vitrine-publish-')),
    'glycine-au-printemps-9',
    await sharedSampleBuild(),
  );
}, 180_000);
afterAll(async () => {
  await site?.stop();
});

describe('a change saved in /admin/ is live on the site (issue 45)', () => {
  it('rebuilds the site with a service title changed in the browser', async () => {
    const before = await (await fetch(`${site.base}/fr/nos-services/vente/`)).text();
    expect(before).not.toContain('Vendre votre maison avec nous');
    const saved = await saveArticle(site.base, site.cookie, 'vente', { 'title.fr': 'Vendre votre maison avec nous' });
    expect(saved.status).toBe(303);
    // Followed as the editor's page follows it: it reloads itself until the build that carries the change has ended.
    expect(await publicationEnd(site.base, site.cookie, saved.headers.get('location') as string)).toBe('live');
    const live = await (await fetch(`${site.base}/fr/nos-services/vente/`)).text();
    expect(live).toContain('Vendre votre maison avec nous');
  }, 180_000);
});
