import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_PATHS, PAGE_PATHS, STAFF_PATHS } from '../../schema/index.js';
import { formFieldsOf, postForm, publicationEnd, saveArticle } from '../support/admin-article.js';
import { startAdminSite } from '../support/admin-site.js';
import { launchChromium } from '../support/browser.js';
import { HOSTILE_TEXTS } from '../support/feed-arbitraries.js';
import { injectedMarkup, injectedMarkupUnder } from '../support/injected-markup.js';
import { sharedSampleBuild } from '../support/sample-build.js';

// Issue 45's publication end to end, with nothing stood in: the sample synced and built, `vitrine
// serve` on it with a copy of data/site/, a staff account made by `vitrine staff invite`, a service's
// title changed in /admin/, and the page served by the same server showing it once /admin/ says the
// change is live (its own `vitrine build`, incremental).

let site: Awaited<ReturnType<typeof startAdminSite>>;
let work: string;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-publish-'));
  [site, browser] = await Promise.all([
    startAdminSite(work, 'glycine-au-printemps-9', await sharedSampleBuild()),
    launchChromium(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/**
 * An admin's settings (the uploaded photo alone in the home banner, a top bar and a footer text)
 * and an editor's block title, every hostile text in them, saved without waiting: the next
 * publication carries them. Returns the check of the site once it is live.
 */
async function saveSiteWideChanges(editor: string): Promise<() => Promise<void>> {
  const admin = await site.adminSession('dora@agence.test');
  const typed = HOSTILE_TEXTS.filter((text) => text.trim() !== '').join(' ');
  const formOf = async (path: string, cookie: string) =>
    formFieldsOf(await (await fetch(`${site.base}${path}`, { headers: { cookie } })).text());
  // The photo the editor uploaded (a plain #6a8caf one); its variants are the upload's: no sync made them.
  const [upload] = await readdir(join(work, 'site', 'images', 'uploads'));
  const settings = Object.fromEntries(
    Object.entries(await formOf('/admin/settings/', admin)).filter(([name]) => !name.startsWith('banner.photo.')),
  );
  const changed = {
    ...settings,
    [`banner.photo.images/uploads/${upload}`]: 'on',
    'topBar.text.fr': `Ouvert ce samedi ${typed}`,
    'footer.0.fullText.nl': `Erkend vastgoedmakelaar BIV 512 345 ${typed}`,
  };
  // Previewed first, in Dutch: the home page with the draft's footer; nothing saved yet.
  const siteJson = await readFile(join(work, 'site', 'site.json'), 'utf8');
  const settingsPreview = await postForm(site.base, '/admin/settings/preview?language=nl', changed, admin);
  expect(settingsPreview.status).toBe(200);
  const previewed = await settingsPreview.text();
  expect(previewed).toContain('Erkend vastgoedmakelaar BIV 512 345');
  expect(injectedMarkup(previewed)).toEqual([]);
  expect(await readFile(join(work, 'site', 'site.json'), 'utf8')).toBe(siteJson);
  expect((await postForm(site.base, '/admin/settings/', changed, admin)).status).toBe(303);
  const texts = await formOf('/admin/pages/services', editor);
  const pagePreview = await postForm(
    site.base,
    '/admin/pages/services/preview?language=fr',
    { ...texts, 'module.1.title.fr': 'Notre offre, aperçu' },
    editor,
  );
  expect(await pagePreview.text()).toContain('Notre offre, aperçu');
  const page = await postForm(
    site.base,
    '/admin/pages/services',
    { ...texts, 'module.1.title.fr': `Notre offre ce jour ${typed}` },
    editor,
  );
  expect(page.status).toBe(303);
  return async () => {
    const home = await (await fetch(`${site.base}/fr/`)).text();
    expect(home).toContain('Ouvert ce samedi');
    const banner = /<div class="hero-slide"[^>]*>[\s\S]*?<img[^>]*src="(\/media\/[^"]+)"/.exec(home)?.[1] as string;
    const { channels } = await sharp(Buffer.from(await (await fetch(`${site.base}${banner}`)).arrayBuffer())).stats();
    expect(channels.slice(0, 3).map((c) => Math.round(c.mean / 8))).toEqual([0x6a, 0x8c, 0xaf].map((v) => Math.round(v / 8)));
    expect(await (await fetch(`${site.base}/nl/`)).text()).toContain('Erkend vastgoedmakelaar BIV 512 345');
    const services = await (await fetch(`${site.base}${PAGE_PATHS.services.fr}`)).text();
    expect(services).toContain('Notre offre ce jour');
    for (const html of [home, services]) expect(injectedMarkup(html)).toEqual([]);
    expect(await injectedMarkupUnder(site.site)).toEqual({});
  };
}

describe('a change saved in /admin/ is live on the site (issue 45)', () => {
  it('rebuilds the site with a service changed in the browser, and no hostile text typed there works on any page', async () => {
    const before = await (await fetch(`${site.base}/fr/nos-services/vente/`)).text();
    expect(before).not.toContain('Vendre votre maison avec nous');
    // Every hostile text of the feed tests, in every text of the service, of a team member and of an
    // office in every language (one publication).
    const typed = HOSTILE_TEXTS.filter((text) => text.trim() !== '').join(' ');
    const change: Record<string, string> = {};
    for (const language of ['fr', 'nl', 'en', 'de'])
      for (const field of ['title', 'summary', 'body']) change[`${field}.${language}`] = typed;
    change['title.fr'] = `Vendre votre maison avec nous ${typed}`;
    // The same in a team member's and an office's texts, saved first: the article's publication carries them.
    const formOf = async (path: string) =>
      formFieldsOf(await (await fetch(`${site.base}${path}`, { headers: { cookie: site.cookie } })).text());
    const member = await formOf('/admin/team/isabelle-delvaux');
    const office = await formOf('/admin/agencies/mettet');
    for (const language of ['fr', 'nl', 'en', 'de']) {
      member[`role.${language}`] = `Gérante ${typed}`;
      office[`hours.${language}`] = `9 h – 18 h ${typed}`;
      office[`description.${language}`] = `Sur la place. ${typed}`;
    }
    // Each previewed first, as its page shows it: the team page, the office's page.
    for (const [path, text] of [
      ['/admin/team/isabelle-delvaux/preview?language=nl', 'Gérante'],
      ['/admin/agencies/mettet/preview?language=nl', 'Sur la place.'],
    ] as const) {
      const previewed = await postForm(site.base, path, path.includes('team') ? member : office, site.cookie);
      expect(previewed.status, path).toBe(200);
      expect(await previewed.text(), path).toContain(text);
    }
    expect((await postForm(site.base, '/admin/team/isabelle-delvaux', member, site.cookie)).status).toBe(303);
    expect((await postForm(site.base, '/admin/agencies/mettet', office, site.cookie)).status).toBe(303);
    const saved = await saveArticle(site.base, site.cookie, 'vente', change);
    expect(saved.status).toBe(303);
    // Followed as the editor's page follows it: it reloads itself until the build that carries the change has ended.
    expect(await publicationEnd(site.base, site.cookie, saved.headers.get('location') as string)).toBe('live');
    const live = await (await fetch(`${site.base}/fr/nos-services/vente/`)).text();
    expect(live).toContain('Vendre votre maison avec nous');
    // There, as text; read as a browser reads it, nothing of it runs, on this page or any other.
    expect(live).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(injectedMarkup(live)).toEqual([]);
    for (const [path, text] of [
      [PAGE_PATHS.team.fr, 'Gérante'],
      [`${ARTICLE_PATHS.agencies.fr}mettet/`, 'Sur la place.'],
    ] as const)
      expect(await (await fetch(`${site.base}${path}`)).text(), path).toContain(text);
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

  it('takes invited editors in Chromium (fr, nl) from a photo to a news article previewed, published, on the news module and in sitemap.xml, and a version put back taking it away, with an admin’s settings and a page’s texts live in its build', async () => {
    // A camera's photo, with what a phone writes in it: the kept file has none of it.
    const photo = join(work, 'terrasse.jpg');
    await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#6a8caf' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'CameraOfTheTest', Copyright: 'Jean Dupont' } })
      .toFile(photo);
    // Invited editors, each in a browser of their own: one writes in French, one in Dutch.
    const editorIn = async (email: string, language: 'fr' | 'nl') => {
      const token = await site.invite(email, 'editor', language);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.base}${STAFF_PATHS.password}?token=${token}`);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await page.locator('#password-new').fill('une-glycine-au-printemps-9');
      await page.locator('#password-confirm').fill('une-glycine-au-printemps-9');
      await page.locator('#password-confirm').press('Enter');
      await page.waitForURL(`${site.base}${STAFF_PATHS.home}`);
      return { context, page };
    };
    const { context, page } = await editorIn('claire@agence.test', 'fr');
    await page.goto(`${site.base}/admin/images/`);
    await page.locator('#image-file').setInputFiles(photo);
    await page.getByRole('button', { name: 'Ajouter la photo' }).click();
    expect(await page.getByRole('status').textContent()).toContain('La photo est ajoutée');
    const [kept] = await readdir(join(work, 'site', 'images', 'uploads'));
    const metadata = await sharp(await readFile(join(work, 'site', 'images', 'uploads', kept as string))).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(2000);
    // A file that only says it is a photo is refused by its content.
    await page
      .locator('#image-file')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload=alert(1)>') });
    await page.getByRole('button', { name: 'Ajouter la photo' }).click();
    expect(await page.getByRole('alert').textContent()).toContain("n'est pas une photo");
    expect(await readdir(join(work, 'site', 'images', 'uploads'))).toHaveLength(1);

    const id = 'journee-portes-ouvertes';
    const titles = {
      fr: 'Journée portes ouvertes à Mettet',
      nl: 'Opendeurdag in Mettet',
      en: 'Open day in Mettet',
      de: 'Tag der offenen Tür in Mettet',
    };
    await page.goto(`${site.base}/admin/articles/new`);
    await page.locator('#article-id').fill(id);
    await page.locator('#article-date').fill('2026-12-05');
    for (const [language, title] of Object.entries(titles)) {
      await page.locator(`#title-${language}`).fill(title);
      await page.locator(`#summary-${language}`).fill(`${title} : le samedi 5 décembre.`);
      await page.locator(`#body-${language}`).fill(`${title}.\n\n## Programme\n\n- visites\n- café`);
      await page.locator(`#alt-${language}`).fill(`La terrasse (${language})`);
    }
    await page.locator('#article-image').selectOption({ index: 1 });
    // The same photo inside the French text too, alone on its line.
    const uploaded = await page.locator('#article-image').inputValue();
    await page
      .locator('#body-fr')
      .fill(`${titles.fr}.\n\n![La terrasse vue du jardin](${uploaded})\n\n## Programme\n\n- visites\n- café`);
    // A text left out in one language: named next to its field, nothing saved, the rest kept as typed.
    await page.locator('#title-de').fill('');
    await page.getByRole('button', { name: 'Enregistrer et publier' }).click();
    expect(await page.locator('#title-de-error').textContent()).toBe('Obligatoire dans cette langue.');
    expect(await page.locator('#title-nl').inputValue()).toBe(titles.nl);
    expect(await page.locator('#article-image').inputValue()).toMatch(/^images\/uploads\/[0-9a-f]{16}\.jpg$/);
    await page.locator('#title-de').fill(titles.de);
    // The preview, in French and in Dutch: the page as a visitor will see it, nothing published yet.
    for (const [language, label] of [
      ['fr', 'Aperçu (FR)'],
      ['nl', 'Aperçu (NL)'],
    ] as const) {
      const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: label }).click()]);
      await preview.waitForLoadState();
      expect(await preview.locator('h1').textContent()).toContain(titles[language]);
      expect(await preview.locator('.article-columns > div > .article-photo img').getAttribute('alt')).toBe(
        `La terrasse (${language})`,
      );
      // The photo shows already, before any build put it under the site's /media/.
      await expect
        .poll(() =>
          preview
            .locator('.article-columns > div > .article-photo img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      expect(await preview.getAttribute('html', 'lang')).toBe(language);
      expect(await preview.locator('.article-body .article-photo img').count()).toBe(language === 'fr' ? 1 : 0);
      await preview.close();
    }
    expect((await fetch(`${site.base}/fr/actualites/${id}/`)).status).toBe(404);

    await page.getByRole('button', { name: 'Enregistrer et publier' }).click();
    await expect
      .poll(async () => (await page.locator('#article-message').textContent()) ?? '', { timeout: 120_000 })
      .toContain('en ligne depuis');
    const article = await fetch(`${site.base}/nl/nieuws/${id}/`);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain(titles.nl);
    const src = /<img src="(\/media\/[^"]+)"/.exec(html.slice(html.indexOf('article-photo')))?.[1] as string;
    const image = await fetch(`${site.base}${src}`);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).exif).toBeUndefined();
    // On the news module (the sample's is on the services page), first and linked, and in the sitemap in each language.
    const newsModule = async () =>
      /<ol class="news-list">[\s\S]*?<\/ol>/.exec(await (await fetch(`${site.base}${PAGE_PATHS.services.fr}`)).text())?.[0] ?? '';
    expect(await newsModule()).toMatch(
      new RegExp(`^<ol class="news-list"><li><time[^>]*>[^<]*</time><h3><a href="/fr/actualites/${id}/"`),
    );
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    for (const path of [`/fr/actualites/${id}/`, `/nl/nieuws/${id}/`]) expect(sitemap).toContain(path);

    // Meanwhile an admin changes the site's settings and the editor a page's block: the publication
    // of the restore below, asked after them, carries them too.
    const siteWideLive = await saveSiteWideChanges(site.cookie);
    // The Dutch-speaking editor puts the version before it back: the article leaves the site.
    const dutch = await editorIn('joost@agence.test', 'nl');
    await dutch.page.getByRole('link', { name: 'Artikels' }).click();
    await dutch.page.getByRole('link', { name: 'Vorige versies van de artikels' }).click();
    await dutch.page.getByRole('button', { name: 'Deze versie terugzetten' }).first().click();
    await expect
      .poll(async () => (await dutch.page.getByRole('status').textContent()) ?? '', { timeout: 120_000 })
      .toContain('online sinds');
    await dutch.context.close();
    expect((await fetch(`${site.base}/fr/actualites/${id}/`)).status).toBe(404);
    expect(await newsModule()).not.toContain(`/fr/actualites/${id}/`);
    await siteWideLive();
    await context.close();
  }, 300_000);
});
