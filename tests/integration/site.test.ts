import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GONE_LIST_FILE,
  goneListSchema,
  INTERNAL_PATHS_FILE,
  internalPathTableSchema,
  LANGUAGES,
  PAGE_PATHS,
  type Property,
  UNLISTED_PAGES,
} from '../../schema/index.js';
import { createServer } from '../../server/create-server.js';
import { articlePath } from '../../site/routing/resolve-path.js';
import { siteConfig, siteContent } from '../../site/site-config.js';
import { describeGone } from './site-gone.js';
import { describeRoutes } from './site-routes.js';
import { buildSiteSample, html, properties, SITE_SAMPLE, text } from './site-sample.js';
import { describeStandards } from './site-standards.js';

// `vitrine build` on the sample (site-sample.ts, built once for the run): every page is a real HTML
// file with its title, h1, language, canonical and hreflang alternates; the server serves them and
// answers unknown paths with the 404; the web standards, the departed property's page and §2's
// internal paths. The pages in Chromium are the other site-*.test.ts files'.

const DIST = SITE_SAMPLE.site;
const _data = SITE_SAMPLE.data;

beforeAll(buildSiteSample, 300_000);

// Issue 13: the W3C Nu HTML checker and the sitemap schema, on this build (site-standards.ts).
describeStandards(DIST);
// Issue 15: a property that left the feed keeps a page at its last URL, 410 from vitrine serve (site-gone.ts).
describeGone(DIST);
// Issue 15: §2's internal paths redirect to the visitor's language; the chosen language is remembered (site-routes.ts).
describeRoutes(DIST);

describe('the built site', () => {
  it.each([
    ['/fr/', 'fr', /Votre agence immobilière entre Sambre et Meuse \|/, 'Votre agence immobilière entre Sambre et Meuse'],
    ['/nl/', 'nl', /Uw vastgoedkantoor tussen Samber en Maas \|/, 'Uw vastgoedkantoor tussen Samber en Maas'],
    ['/en/', 'en', /Your estate agent/, 'Your estate agent between the Sambre and the Meuse'],
    ['/de/', 'de', /Ihre Immobilienagentur/, 'Ihre Immobilienagentur zwischen Sambre und Maas'],
    ['/fr/a-vendre/', 'fr', /^Biens à vendre \|/, 'Biens à vendre'],
    ['/fr/a-louer/', 'fr', /^Biens à louer \|/, 'Biens à louer'],
    ['/nl/te-koop/page/2/', 'nl', /^Panden te koop – Pagina 2\/\d+ – \d+ panden \|/, 'Panden te koop'],
    ['/en/for-rent/', 'en', /^Properties for rent \|/, 'Properties for rent'],
    ['/de/zu-verkaufen/', 'de', /^Immobilien zu verkaufen \|/, 'Immobilien zu verkaufen'],
  ])('%s: lang %s, title and h1', async (path, lang, title, h1) => {
    const page = await html(path);
    expect(text(page, /<html lang="([a-z]+)"/)).toBe(lang);
    expect(text(page, /<title>(.*?)<\/title>/)).toMatch(title);
    expect(text(page, /<h1[^>]*>(.*?)<\/h1>/)).toBe(h1);
  });

  it('has every property in every language at its own URL, with price and the same property behind each alternate', async () => {
    for (const language of LANGUAGES) {
      for (const p of await properties(language)) {
        const page = await html(p.url);
        expect(text(page, /<h1[^>]*>(.*?)<\/h1>/)).toBe(
          p.title.replace(/'/g, '&#x27;').replace(/&/g, '&amp;').replace('&amp;#x27;', '&#x27;'),
        );
        expect(page).toContain(p.price.formatted);
        for (const [other, url] of Object.entries(p.alternates)) {
          expect(page).toContain(`hrefLang="${other}"`);
          expect(url.endsWith(`/${p.id}/`)).toBe(true);
        }
      }
    }
  });

  it('shows the address only where the property publishes it, and the sold message on a sold one', async () => {
    const fr = await properties('fr');
    const hidden = fr.find((p) => !p.address.published && p.status === 'active');
    const sold = fr.find((p) => p.status === 'sold');
    expect(hidden && sold).toBeTruthy();
    expect(await html(hidden?.url ?? '')).toContain('Adresse communiquée sur demande');
    expect(await html(sold?.url ?? '')).toContain('Le bien que vous demandez est vendu');
  });

  it.each([
    ['fr', 'Chambres', 'Rente mensuelle', 'dans les 5 ans'],
    ['nl', 'Slaapkamers', 'Maandelijkse rente', 'binnen 5 jaar'],
    ['en', 'Bedrooms', 'Monthly annuity', 'within 5 years'],
    ['de', 'Schlafzimmer', 'Monatliche Rente', 'innerhalb von 6 Jahren'],
  ])(
    'labels the field groups in %s, with the viager and the renovation notice of §9',
    async (language, bedrooms, annuity, notice) => {
      const listed = await properties(language);
      const withRooms = listed.find((p) => p.counts.bedrooms) as Property;
      const viager = listed.find((p) => p.viager) as Property;
      const poor = listed.find((p) => p.epc.label === 'f' || p.epc.label === 'e') as Property;
      expect(await html(withRooms.url)).toContain(`<dt>${bedrooms}</dt><dd>${withRooms.counts.bedrooms}</dd>`);
      expect(await html(viager.url)).toContain(`<dt>${annuity}</dt>`);
      expect(await html(poor.url)).toContain(notice);
      const good = listed.find((p) => p.epc.label === 'a' || p.epc.label === 'b') as Property;
      expect(await html(good.url)).not.toContain(notice);
    },
  );

  it('publishes JSON-LD that parses, with a price and an address only where the property publishes them', async () => {
    const fr = await properties('fr');
    const ld = async (p: Property) => {
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(await html(p.url))?.[1];
      return JSON.parse(json ?? 'null') as [
        { offers: { price?: number }; about: { address: { streetAddress?: string } } },
        { '@type': string },
      ];
    };
    for (const p of fr) {
      const [listing, breadcrumb] = await ld(p);
      expect(breadcrumb['@type']).toBe('BreadcrumbList');
      expect(listing.offers.price).toBe(p.price.published ? (p.price.amount ?? undefined) : undefined);
      expect(listing.about.address.streetAddress === undefined).toBe(!p.address.published || !p.address.street);
    }
    expect(fr.some((p) => !p.price.published) && fr.some((p) => !p.address.published)).toBe(true);
  });

  it('describes the agency as a RealEstateAgent on every home page', async () => {
    for (const language of LANGUAGES) {
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(await html(`/${language}/`))?.[1];
      expect(JSON.parse(json ?? 'null')).toMatchObject({
        '@type': 'RealEstateAgent',
        name: siteConfig().agency.name,
        telephone: siteConfig().agency.phone,
      });
    }
  });

  it('writes a sitemap with every property in every language and honest lastmod, and robots.txt', async () => {
    const sitemap = await readFile(join(DIST, 'sitemap.xml'), 'utf8');
    for (const language of LANGUAGES) {
      for (const p of await properties(language)) {
        expect(sitemap).toContain(
          `<loc>https://www.eaudheure-immo.be${p.url}</loc>\n    <lastmod>${p.updatedAt?.slice(0, 10)}</lastmod>`,
        );
      }
    }
    expect(await readFile(join(DIST, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.eaudheure-immo.be/sitemap.xml');
  });

  it('gives every page a canonical and an hreflang for every language plus x-default, and a first paint that waits for its main part', async () => {
    const files: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'media') await walk(join(dir, entry.name));
        else if (entry.name === 'index.html' && dir !== DIST) files.push(join(dir, entry.name));
      }
    };
    await walk(DIST);
    expect(files.length).toBeGreaterThan(400);
    // A departed property's page (site-gone.ts) is noindex, like the 404.
    const gone = goneListSchema.parse(JSON.parse(await readFile(join(DIST, GONE_LIST_FILE), 'utf8'))).paths;
    // §2's internal paths hold noindex redirect pages for static hosts (site-routes.ts).
    const internal = Object.keys(
      internalPathTableSchema.parse(JSON.parse(await readFile(join(DIST, INTERNAL_PATHS_FILE), 'utf8'))).paths,
    );
    for (const file of files) {
      const page = await readFile(file, 'utf8');
      // The first paint waits for the main part (+Head.tsx): a half-parsed header or hero shifts when the rest comes.
      if (!internal.some((path) => file === join(DIST, path, 'index.html'))) {
        expect(page, file).toMatch(
          /<link rel="expect" href="#site-footer" blocking="render"\/>.*<\/head>.*<\/main><footer id="site-footer"/s,
        );
      }
      const unlisted = UNLISTED_PAGES.flatMap((key) => LANGUAGES.map((language) => PAGE_PATHS[key][language]));
      if (
        /\/[a-z]{2}\/404\/index\.html$/.test(file) ||
        unlisted.some((path) => file.endsWith(join(path, 'index.html'))) ||
        [...gone, ...internal].some((path) => file === join(DIST, path, 'index.html'))
      ) {
        expect(page, file).toContain('<meta name="robots" content="noindex"/>');
        continue;
      }
      expect(page, file).toMatch(/<link rel="canonical" href="https:\/\/www\.eaudheure-immo\.be\/[a-z]{2}\//);
      for (const language of [...LANGUAGES, 'x-default']) expect(page, `${file} ${language}`).toContain(`hrefLang="${language}"`);
    }
  });
});

describe('vitrine serve', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let base: string;
  beforeAll(async () => {
    app = await createServer({ siteDir: DIST });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('serves the pages, compresses them, and answers an unknown path with the 404 page', async () => {
    const home = await fetch(`${base}/fr/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe('gzip');
    const page = await home.text();
    expect(page).toContain('<h1');
    // The build wrote the page alone: the server compresses it, and the copy is the page.
    const br = await fetch(`${base}/fr/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(page);
    const missing = await fetch(`${base}/fr/nulle-part/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page non trouvée');
    // The 404 page speaks the language of the path's first segment, the default one elsewhere.
    for (const [path, h1] of [
      ['/nl/nergens/', 'Pagina niet gevonden'],
      ['/de/nirgendwo/', 'Seite nicht gefunden'],
      ['/nowhere', 'Page non trouvée'],
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(text(await response.text(), /<h1[^>]*>(.*?)<\/h1>/), path).toBe(h1);
    }
  });

  it('ships a script only where a page needs one: the search box on home, the forms on contact and team', async () => {
    for (const path of ['/fr/a-vendre/', '/nl/te-huur/', '/fr/vie-privee/', '/fr/agences/mettet/']) {
      const page = await (await fetch(`${base}${path}`)).text();
      expect(page, path).not.toMatch(/<script[^>]+src=/);
      expect(page, path).not.toMatch(/modulepreload/);
    }
    // A list loads its filter script only when the query filters (§2 ?city=, ?type=): an inline loader names it.
    const list = await (await fetch(`${base}/fr/a-vendre/`)).text();
    const filterScript = /s\.src="(\/assets\/scripts\/list-filter\.[\w-]+\.js)"/.exec(list)?.[1];
    expect(filterScript).toBeTruthy();
    const script = await fetch(`${base}${filterScript}`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).not.toMatch(/^import /m);
    const home = await (await fetch(`${base}/fr/`)).text();
    expect([...home.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/assets\/scripts\/search-box\.[\w-]+\.js$/),
    ]);
    for (const path of ['/fr/contact/', '/fr/equipe/']) {
      const withForm = await (await fetch(`${base}${path}`)).text();
      expect(
        [...withForm.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
        path,
      ).toEqual([expect.stringMatching(/^\/assets\/scripts\/forms\.[\w-]+\.js$/)]);
    }
  });

  it('puts the stylesheet in the page, and caches hashed assets for a year and pages briefly', async () => {
    const page = await (await fetch(`${base}/fr/`)).text();
    expect(page).not.toMatch(/<link rel="stylesheet"/);
    expect(page).toMatch(/<style>[^<]*\.site-header\{/);
    const font = /href="(\/assets\/fonts\/[0-9a-f]{10}-[^"]+\.woff2)"/.exec(page)?.[1];
    expect(font).toBeTruthy();
    // Every body is read: an unread response keeps its connection busy and app.close() waits for it.
    const woff2 = await fetch(`${base}${font}`);
    expect((await woff2.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(woff2.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await fetch(`${base}/fr/`);
    await again.arrayBuffer();
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('configured pages and modules', () => {
  const fr = (path: string) => html(path);
  const count = (page: string, pattern: RegExp) => [...page.matchAll(pattern)].length;

  it('lists the services articles (list-view) with a link to each article route, in every language', async () => {
    const services = siteContent().articles.filter((a) => a.category === 'services');
    for (const language of LANGUAGES) {
      const page = await html(PAGE_PATHS.services[language]);
      for (const article of services) {
        const path = articlePath('services', language, article.slug?.[language] ?? '');
        expect(page).toContain(`href="${path}"`);
        const own = await html(path);
        expect(text(own, /<h1[^>]*>(.*?)<\/h1>/)).toBe(article.title[language].replace(/'/g, '&#x27;'));
        // Its alternates are the same article in the other languages.
        for (const other of LANGUAGES)
          expect(own).toContain(`href="${siteConfig().url}${articlePath('services', other, article.slug?.[other] ?? '')}"`);
      }
    }
  });

  it('shows the stats view, the contact module on its colour, the rent list (max 4, rentals only) and the news (news-view)', async () => {
    const page = await fr(PAGE_PATHS.services.fr);
    expect(page).toMatch(/<section id="offer-now" class="module module-stats-view"[^>]*>[\s\S]*?class="stats-list"/);
    expect(page).toMatch(
      /<section id="services-contact" class="module module-contact filled" style="[^"]*background:#1f4e5f;color:#ffffff/,
    );
    const rent = /<section id="to-rent"[\s\S]*?<\/section><\/div>/.exec(page)?.[0] ?? '';
    const rentals = new Set((await properties('fr')).filter((p) => p.goal !== 'sale').map((p) => p.url));
    const shown = [...rent.matchAll(/<a href="([^"]+)" class="card-link"/g)].map((m) => m[1]);
    expect(shown.length).toBe(4);
    for (const url of shown) expect(rentals.has(url ?? '')).toBe(true);
    const news = siteContent().articles.filter((a) => a.category === 'news');
    expect(count(page, /<time dateTime="\d{4}-\d{2}-\d{2}">/g)).toBe(Math.min(3, news.length));
  });

  it('shows the team (ons-team-view) and the agencies, each agency with its page and its members', async () => {
    const page = await fr(PAGE_PATHS.team.fr);
    expect(count(page, /<li class="member">/g)).toBe(siteContent().team.length);
    for (const agency of siteContent().agencies) {
      expect(page).toContain(`href="${articlePath('agencies', 'fr', agency.id)}"`);
      const own = await html(articlePath('agencies', 'fr', agency.id));
      expect(own).toContain(agency.hours.fr.replace(/'/g, '&#x27;'));
      expect(count(own, /<li class="member">/g)).toBe(siteContent().team.filter((m) => m.agency === agency.id).length);
    }
  });

  it('shows an article in full (single-view) without repeating the page title, and the documents page', async () => {
    const privacy = siteContent().articles.find((a) => a.id === 'privacy');
    const page = await fr(PAGE_PATHS.privacy.fr);
    const paragraph = privacy?.body.fr.find((b) => typeof b === 'string') as string;
    expect(page).toContain(paragraph.replace(/'/g, '&#x27;').slice(0, 60));
    expect(count(page, new RegExp(`>${privacy?.title.fr}</h`, 'g'))).toBe(1);
    const documents = siteContent().articles.find((a) => a.id === 'documents');
    expect(await fr(PAGE_PATHS.documents.fr)).toContain(`>${documents?.title.fr.replace(/'/g, '&#x27;')}</h2>`);
  });

  it('puts the contact and article routes in the sitemap', async () => {
    const sitemap = await readFile(join(DIST, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${siteConfig().url}${PAGE_PATHS.team.nl}</loc>`);
    expect(sitemap).toContain(`<loc>${siteConfig().url}${articlePath('agencies', 'de', 'nalinnes')}</loc>`);
    expect(sitemap).toContain(`<loc>${siteConfig().url}${articlePath('services', 'fr', 'gestion-locative')}</loc>`);
    expect(sitemap).not.toContain('/login/');
  });
});
