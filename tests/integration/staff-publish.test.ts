import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, publicationEnd, saveArticle } from '../support/admin-article.js';
import { startAdminSite } from '../support/admin-site.js';
import { HOSTILE_TEXTS } from '../support/feed-arbitraries.js';
import { injectedMarkup, injectedMarkupUnder } from '../support/injected-markup.js';
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
  it('rebuilds the site with a service changed in the browser, and no hostile text typed there works on any page', async () => {
    const before = await (await fetch(`${site.base}/fr/nos-services/vente/`)).text();
    expect(before).not.toContain('Vendre votre maison avec nous');
    // Every hostile text of the feed tests, in every text of the service in every language (one
    // publication: each renders the sample's 713 pages, a content file being every page's input).
    const typed = HOSTILE_TEXTS.filter((text) => text.trim() !== '').join(' ');
    const change: Record<string, string> = {};
    for (const language of ['fr', 'nl', 'en', 'de'])
      for (const field of ['title', 'summary', 'body']) change[`${field}.${language}`] = typed;
    change['title.fr'] = `Vendre votre maison avec nous ${typed}`;
    const saved = await saveArticle(site.base, site.cookie, 'vente', change);
    expect(saved.status).toBe(303);
    // Followed as the editor's page follows it: it reloads itself until the build that carries the change has ended.
    expect(await publicationEnd(site.base, site.cookie, saved.headers.get('location') as string)).toBe('live');
    const live = await (await fetch(`${site.base}/fr/nos-services/vente/`)).text();
    expect(live).toContain('Vendre votre maison avec nous');
    // There, as text; read as a browser reads it, nothing of it runs, on this page or any other.
    expect(live).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(injectedMarkup(live)).toEqual([]);
    expect(await injectedMarkupUnder(site.site)).toEqual({});
  }, 180_000);

  it('shows the menu an admin reordered on every page after the rebuild; an editor cannot open it', async () => {
    expect((await fetch(`${site.base}/admin/menu`, { headers: { cookie: site.cookie } })).status).toBe(403);
    const admin = await site.adminSession('bruno@agence.test');
    const menu = await (await fetch(`${site.base}/admin/menu`, { headers: { cookie: admin } })).text();
    const version = /name="version" value="([0-9a-f]{64})"/.exec(menu)?.[1] as string;
    // The menu's first item (À vendre) moved below the second (À louer).
    const moved = await postForm(site.base, '/admin/menu', { version, item: '0', direction: 'down' }, admin);
    expect(moved.status).toBe(303);
    // The editor's move is refused, whatever the form says.
    expect((await postForm(site.base, '/admin/menu', { version, item: '0', direction: 'down' }, site.cookie)).status).toBe(403);
    const order = (html: string) => html.indexOf('>À louer<') < html.indexOf('>À vendre<');
    // Followed on the site itself: every page's menu.
    await expect
      .poll(async () => order(await (await fetch(`${site.base}/fr/`)).text()), { timeout: 120_000, interval: 1000 })
      .toBe(true);
    for (const path of ['/fr/', '/fr/nos-services/vente/', '/fr/a-vendre/', '/fr/contact/']) {
      const html = await (await fetch(`${site.base}${path}`)).text();
      expect(html.includes('>À louer<') && order(html), path).toBe(true);
    }
  }, 180_000);
});
