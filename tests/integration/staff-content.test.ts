import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../pipeline/digest.js';
import type { Article, Language } from '../../schema/index.js';
import type { RebuildOutcome } from '../../server/staff/content/publisher.js';
import { formFieldsOf } from '../support/admin-article.js';
import { ROOT } from '../support/cli.js';
import { mailWaiter, startOwnerPortal } from '../support/owner-portal.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { staffClient } from '../support/staff-session.js';

// Issue 45's articles in /admin/: an editor writes in every language side by side, a save is checked
// whole by the build's schemas, written to data/site/content/articles.json (a copy of the sample's),
// kept as a version, refused when the file changed since the form was opened, put back from an
// earlier version; and each save is published by one build at a time (here a build the test lets
// end, to see a save made during a build join the next one).

const LANGUAGES: Language[] = ['fr', 'nl', 'en', 'de'];
const PASSWORD = 'marronnier-en-hiver-7';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mails: ReturnType<typeof mailWaiter>;
let portal: Awaited<ReturnType<typeof startOwnerPortal>>;
let client: ReturnType<typeof staffClient>;
let configDir: string;
let cookie: string;

/** The builds asked for, in order: each waits until the test ends it. */
const builds: { end: (outcome: RebuildOutcome) => void; articles: Promise<string> }[] = [];
const waiting: { count: number; resolve: () => void }[] = [];
/** Once `count` builds were asked for in all. */
const buildsAsked = (count: number) =>
  new Promise<void>((resolve) => {
    if (builds.length >= count) resolve();
    else waiting.push({ count, resolve });
  });
const build = (k: number) => builds[k] as (typeof builds)[number];

beforeAll(async () => {
  configDir = join(await mkdtemp(join(tmpdir(), 'vitrine-content-')), 'site');
  await cp(join(ROOT, 'data', 'site'), configDir, { recursive: true });
  mails = mailWaiter(() => smtp.received);
  smtp = await startSmtpServer(0, { onAccept: (mail) => mails.onAccept(mail) });
  portal = await startOwnerPortal({
    smtpPort: smtp.port,
    content: {
      dir: configDir,
      media: join(configDir, '..', 'media'),
      languages: LANGUAGES,
      rebuild: () =>
        new Promise<RebuildOutcome>((resolve) => {
          // What the build would read: the file as it is when the build starts.
          builds.push({ end: resolve, articles: readFile(join(configDir, 'content', 'articles.json'), 'utf8') });
          for (const w of waiting.filter((w) => builds.length >= w.count)) w.resolve();
        }),
    },
  });
  client = staffClient(portal, smtp.port, mails);
  cookie = await client.invited('anne@agence.test', 'editor', 'édition du site', PASSWORD);
});
afterAll(async () => {
  for (const asked of builds) asked.end({ ok: true });
  await portal?.close();
  await smtp?.close();
});

const articlesOnDisk = async () => JSON.parse(await readFile(join(configDir, 'content', 'articles.json'), 'utf8')) as Article[];
const versionOf = (html: string) => /name="version" value="([0-9a-f]{64})"/.exec(html)?.[1] as string;
describe('articles in /admin/ (issue 45)', () => {
  it('lists the articles, and shows one with its languages side by side', async () => {
    const list = await client.get('/admin/articles/', cookie);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('href="/admin/articles/marche-immobilier-2026"');
    const form = await (await client.get('/admin/articles/marche-immobilier-2026', cookie)).text();
    for (const language of LANGUAGES) {
      expect(form).toContain(`name="title.${language}"`);
      expect(form).toContain(`name="body.${language}"`);
    }
    expect(versionOf(form)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes a news article in four languages, keeps it as a version and publishes it', async () => {
    const blank = await (await client.get('/admin/articles/new', cookie)).text();
    const fields: Record<string, string> = {
      version: versionOf(blank),
      id: 'portes-ouvertes',
      category: 'news',
      date: '2026-12-12',
    };
    for (const language of LANGUAGES) {
      fields[`title.${language}`] = `Portes ouvertes ${language} <script>alert(1)</script>`;
      fields[`summary.${language}`] = `Résumé ${language}`;
      fields[`body.${language}`] = `## Samedi\n\nUn premier paragraphe ${language}.\n\n- café\n- visite`;
    }
    const building = buildsAsked(1);
    const saved = await client.post('/admin/articles/new', fields, cookie);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toMatch(/^\/admin\/articles\/portes-ouvertes\?published=\d+$/);
    const article = (await articlesOnDisk()).find((a) => a.id === 'portes-ouvertes');
    expect(article?.body.nl).toEqual([{ heading: 'Samedi' }, 'Un premier paragraphe nl.', { list: ['café', 'visite'] }]);
    expect(article?.title.fr).toBe('Portes ouvertes fr <script>alert(1)</script>');
    await building;
    // While it builds the page says so and loads itself again; once the build ended, it is live.
    const during = await (await client.get(saved.headers.get('location') as string, cookie)).text();
    expect(during).toContain('<meta http-equiv="refresh" content="2"/>');
    expect(during).toContain('Le site est en cours de reconstruction');
    // Escaped as text on the page, never markup.
    expect(during).not.toContain('<script>alert(1)</script>');
    (builds[0] as (typeof builds)[number]).end({ ok: true });
    await expect
      .poll(async () =>
        (await (await client.get(saved.headers.get('location') as string, cookie)).text()).includes('en ligne depuis'),
      )
      .toBe(true);
    expect(await builds[0]?.articles).toContain('portes-ouvertes');
  });

  it('says which field is missing, in the staff member’s language, and saves nothing', async () => {
    const form = await (await client.get('/admin/articles/portes-ouvertes', cookie)).text();
    const fields = { ...formFieldsOf(form), 'title.nl': '' };
    const before = await readFile(join(configDir, 'content', 'articles.json'), 'utf8');
    const refused = await client.post('/admin/articles/portes-ouvertes', fields, cookie);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/id="title-nl-error" class="error">Obligatoire dans cette langue\./);
    expect(html).toContain('aria-invalid="true"');
    expect(await readFile(join(configDir, 'content', 'articles.json'), 'utf8')).toBe(before);
  });

  it('keeps emphasis and links as typed, and refuses a link the site would not follow, next to its field', async () => {
    const form = await (await client.get('/admin/articles/portes-ouvertes', cookie)).text();
    const before = await readFile(join(configDir, 'content', 'articles.json'), 'utf8');
    const body = 'Le *samedi*, **entrée libre** : [écrivez-nous](/fr/contact/) ou [voyez ceci](javascript:alert(1)).';
    const refused = await client.post('/admin/articles/portes-ouvertes', { ...formFieldsOf(form), 'body.fr': body }, cookie);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/id="body-fr-error" class="error">Le lien vers « javascript:alert\(1\) » est refusé/);
    expect(await readFile(join(configDir, 'content', 'articles.json'), 'utf8')).toBe(before);
    const allowed = body.replace('(javascript:alert(1))', '(https://www.wallonie.be/fr/peb)');
    const saved = await client.post('/admin/articles/portes-ouvertes', { ...formFieldsOf(form), 'body.fr': allowed }, cookie);
    expect(saved.status).toBe(303);
    const articles = JSON.parse(await readFile(join(configDir, 'content', 'articles.json'), 'utf8')) as {
      id: string;
      body: { fr: unknown[] };
    }[];
    expect(articles.find((a) => a.id === 'portes-ouvertes')?.body.fr).toEqual([allowed]);
  });

  it('refuses a save made on a file that changed since the form was opened', async () => {
    const form = await (await client.get('/admin/articles/portes-ouvertes', cookie)).text();
    const first = formFieldsOf(form);
    const second = formFieldsOf(form);
    const ok = await client.post('/admin/articles/portes-ouvertes', { ...first, 'summary.fr': 'Premier' }, cookie);
    expect(ok.status).toBe(303);
    const stale = await client.post('/admin/articles/portes-ouvertes', { ...second, 'summary.fr': 'Second' }, cookie);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('Quelqu’un a enregistré ce contenu depuis que vous avez ouvert ce formulaire');
    expect((await articlesOnDisk()).find((a) => a.id === 'portes-ouvertes')?.summary.fr).toBe('Premier');
  });

  it('joins the saves made during a build into the next one, one build at a time', async () => {
    // The build of the last save runs; two more saves come meanwhile.
    expect(builds).toHaveLength(2);
    for (const summary of ['Un', 'Deux']) {
      const form = formFieldsOf(await (await client.get('/admin/articles/portes-ouvertes', cookie)).text());
      expect((await client.post('/admin/articles/portes-ouvertes', { ...form, 'summary.fr': summary }, cookie)).status).toBe(303);
    }
    expect(builds).toHaveLength(2);
    build(1).end({ ok: true });
    await buildsAsked(3);
    // One build for both, from the file with the second of them.
    expect(await build(2).articles).toContain('"fr": "Deux"');
    build(2).end({ ok: false, message: 'vitrine build: the disk is full' });
    const page = await client.get('/admin/articles/portes-ouvertes?published=4', cookie);
    await expect
      .poll(async () =>
        (await (await client.get('/admin/articles/portes-ouvertes?published=4', cookie)).text()).includes('the disk is full'),
      )
      .toBe(true);
    expect(page.status).toBe(200);
    expect(builds).toHaveLength(3);
  });

  it('puts an earlier version back, as a new version', async () => {
    const versions = await (await client.get('/admin/articles/versions', cookie)).text();
    // The sample's file as it was on disk, then every save.
    expect(versions).toContain('the file on disk');
    const ids = [...versions.matchAll(/action="\/admin\/articles\/versions\/(\d+)"/g)].map((m) => Number(m[1]));
    const original = Math.min(...ids);
    const restored = await client.post(`/admin/articles/versions/${original}`, {}, cookie);
    expect(restored.status).toBe(303);
    // The versions again, saying where the restore's publication stands.
    const after = await (await client.get(restored.headers.get('location') as string, cookie)).text();
    expect(after).toMatch(/en cours de reconstruction|en ligne depuis|n’a pas pu être reconstruit/);
    expect((await articlesOnDisk()).some((a) => a.id === 'portes-ouvertes')).toBe(false);
    expect(await readFile(join(configDir, 'content', 'articles.json'), 'utf8')).toBe(
      await readFile(join(ROOT, 'data', 'site', 'content', 'articles.json'), 'utf8'),
    );
  });

  it('edits a team member and adds one, the roles side by side, a missing one named, each save a version of team.json', async () => {
    const list = await (await client.get('/admin/team/', cookie)).text();
    expect(list).toContain('href="/admin/team/isabelle-delvaux"');
    const form = await (await client.get('/admin/team/isabelle-delvaux', cookie)).text();
    for (const language of LANGUAGES) expect(form).toContain(`id="role-${language}"`);
    expect(form).toMatch(/<option value="philippeville" selected="">/);
    const shown = Object.fromEntries(Object.entries(formFieldsOf(form)).filter(([name]) => !name.startsWith('speaks.')));
    const changed = {
      ...shown,
      'role.fr': 'Gérante et agente IPI',
      'speaks.fr': 'on',
      'speaks.de': 'on',
    };
    expect((await client.post('/admin/team/isabelle-delvaux', changed, cookie)).status).toBe(303);
    const team = async () =>
      JSON.parse(await readFile(join(configDir, 'content', 'team.json'), 'utf8')) as {
        id: string;
        role: Record<string, string>;
        languages: string[];
      }[];
    const isabelle = (await team()).find((m) => m.id === 'isabelle-delvaux');
    expect(isabelle?.role.fr).toBe('Gérante et agente IPI');
    expect(isabelle?.role.nl).toBe('Zaakvoerder, erkend vastgoedmakelaar BIV');
    expect(isabelle?.languages).toEqual(['fr', 'de']);

    const blank = await (await client.get('/admin/team/new', cookie)).text();
    const fields: Record<string, string> = { ...formFieldsOf(blank), id: 'marc-lemaire', name: 'Marc Lemaire', agency: 'mettet' };
    for (const language of ['fr', 'nl', 'en']) fields[`role.${language}`] = `Agent (${language})`;
    const refused = await client.post('/admin/team/new', fields, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/id="role-de-error" class="error">Obligatoire dans cette langue\./);
    expect((await team()).some((m) => m.id === 'marc-lemaire')).toBe(false);
    expect((await client.post('/admin/team/new', { ...fields, 'role.de': 'Makler' }, cookie)).status).toBe(303);
    expect((await team()).find((m) => m.id === 'marc-lemaire')?.role.de).toBe('Makler');

    const versions = await (await client.get('/admin/team/versions', cookie)).text();
    // The file before the first save, then the two saves.
    expect([...versions.matchAll(/action="\/admin\/team\/versions\/(\d+)"/g)]).toHaveLength(2);
  });

  it('edits an office: its hours per language, its page’s text with a link, a wrong postcode named at its field', async () => {
    expect(await (await client.get('/admin/agencies/', cookie)).text()).toContain('href="/admin/agencies/mettet"');
    const form = await (await client.get('/admin/agencies/mettet', cookie)).text();
    const agencies = async () =>
      JSON.parse(await readFile(join(configDir, 'content', 'agencies.json'), 'utf8')) as {
        id: string;
        zip: string;
        hours: Record<string, string>;
        description: Record<string, unknown[]>;
      }[];
    const before = await agencies();
    const wrong = await client.post('/admin/agencies/mettet', { ...formFieldsOf(form), zip: '56' }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/id="agency-zip-error" class="error">Non valable/);
    expect(await agencies()).toEqual(before);
    const change = {
      ...formFieldsOf(form),
      'hours.fr': 'Du lundi au samedi, 9 h – 18 h',
      'description.fr': 'Sur la place de Mettet. [Écrivez-nous](/fr/contact/).\n\n- parking\n- accès PMR',
    };
    expect((await client.post('/admin/agencies/mettet', change, cookie)).status).toBe(303);
    const mettet = (await agencies()).find((a) => a.id === 'mettet');
    expect(mettet?.hours.fr).toBe('Du lundi au samedi, 9 h – 18 h');
    expect(mettet?.hours.nl).toBe(before.find((a) => a.id === 'mettet')?.hours.nl);
    expect(mettet?.description.fr).toEqual([
      'Sur la place de Mettet. [Écrivez-nous](/fr/contact/).',
      { list: ['parking', 'accès PMR'] },
    ]);
    const again = await (await client.get('/admin/agencies/mettet', cookie)).text();
    const hostile = { ...formFieldsOf(again), 'description.nl': '[x](javascript:alert(1))' };
    const refused = await client.post('/admin/agencies/mettet', hostile, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /id="description-nl-error" class="error">De link naar|id="description-nl-error" class="error">Le lien vers/,
    );
  });
});

describe('the pages’ texts and the site’s settings in /admin/ (issue 45)', () => {
  const onDisk = async (file: string) => JSON.parse(await readFile(join(configDir, file), 'utf8'));
  let admin: string;
  beforeAll(async () => {
    admin = await client.admin('bruno@agence.test', 'édition du site', PASSWORD);
  });

  it('lets an editor change a page’s and its blocks’ texts, a missing translation named at its field, the blocks kept', async () => {
    expect(await (await client.get('/admin/pages/', cookie)).text()).toContain('href="/admin/pages/services"');
    const form = await (await client.get('/admin/pages/services', cookie)).text();
    for (const language of LANGUAGES) expect(form).toContain(`name="module.1.title.${language}"`);
    const before = (await onDisk('content/pages.json')).services;
    const missing = await client.post('/admin/pages/services', { ...formFieldsOf(form), 'module.1.title.nl': ' ' }, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/id="module.1.title-nl-error" class="error">Obligatoire dans cette langue\./);
    expect((await onDisk('content/pages.json')).services).toEqual(before);

    const change: Record<string, string> = { ...formFieldsOf(form), 'module.1.title.fr': 'Notre offre, ce jour' };
    // A block's description cleared in every language is removed: the site then shows none.
    for (const language of LANGUAGES) change[`module.2.description.${language}`] = '';
    const saved = await client.post('/admin/pages/services', change, cookie);
    expect(saved.status).toBe(303);
    const after = (await onDisk('content/pages.json')).services;
    expect(after.modules[1].title).toEqual({ ...before.modules[1].title, fr: 'Notre offre, ce jour' });
    expect(after.modules[2].description).toBeUndefined();
    // What a block is and where it sits stays the developer's.
    expect(after.modules.map((m: { relations: unknown; position: number }) => [m.relations, m.position])).toEqual(
      before.modules.map((m: { relations: unknown; position: number }) => [m.relations, m.position]),
    );
    expect(await (await client.get('/admin/pages/versions', cookie)).text()).toContain('services');
  });

  it('keeps the settings an admin’s: an editor’s page says so, and an editor’s save or restore is refused', async () => {
    const before = await readFile(join(configDir, 'site.json'), 'utf8');
    const page = await client.get('/admin/settings/', cookie);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('Seul un administrateur');
    const form = formFieldsOf(await (await client.get('/admin/settings/', admin)).text());
    expect((await client.post('/admin/settings/', { ...form, 'theme.brand': '#000000' }, cookie)).status).toBe(403);
    expect((await client.post('/admin/settings/versions/1', {}, cookie)).status).toBe(403);
    expect(await readFile(join(configDir, 'site.json'), 'utf8')).toBe(before);
  });

  it('saves an admin’s top bar, footer, colour and banner photos, the rest of site.json as it was', async () => {
    const before = await onDisk('site.json');
    const html = await (await client.get('/admin/settings/', admin)).text();
    const form = formFieldsOf(html);
    expect(form['theme.brand']).toBe(before.theme.brand);
    const missing = await client.post('/admin/settings/', { ...form, 'topBar.text.nl': '' }, admin);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/id="topBar.text-nl-error" class="error">Obligatoire dans cette langue\./);
    const child = await client.post('/admin/settings/', { ...form, 'menu.3.0.title.de': '' }, admin);
    expect(child.status).toBe(400);
    expect(await child.text()).toMatch(/id="menu.3.0.title-de-error" class="error">Obligatoire dans cette langue\./);
    const [first, second, third] = before.banners.home.images as string[];
    const change: Record<string, string> = {
      ...form,
      'topBar.text.fr': 'Ouvert le samedi matin',
      'footer.0.title.nl': 'Ons kantoor',
      'theme.brand': '#2A4D14',
      // The fourth item's first child (Estimation gratuite), and the home page's title.
      'menu.3.0.title.nl': 'Gratis waardebepaling',
      'home.title.fr': 'Votre agence entre Sambre et Meuse',
    };
    delete change[`banner.photo.${second}`];
    expect((await client.post('/admin/settings/', change, admin)).status).toBe(303);
    const after = await onDisk('site.json');
    expect(after.frame.topBar.text).toEqual({ ...before.frame.topBar.text, fr: 'Ouvert le samedi matin' });
    expect(after.frame.footer[0].title.nl).toBe('Ons kantoor');
    expect(after.theme.brand).toBe('#2a4d14');
    expect(after.banners.home).toEqual({ type: 'gallery', images: [first, third], intervalMs: before.banners.home.intervalMs });
    expect(after.frame.menu[3].childMenus[0].title).toEqual({
      ...before.frame.menu[3].childMenus[0].title,
      nl: 'Gratis waardebepaling',
    });
    expect(after.home.title.fr).toBe('Votre agence entre Sambre et Meuse');
    expect(after.home.description).toEqual(before.home.description);
    expect(after.frame.menu.map((item: { page?: string }) => item.page)).toEqual(
      before.frame.menu.map((item: { page?: string }) => item.page),
    );
    expect(after.agency).toEqual(before.agency);
    // A file's path posted that the form did not offer is no photo.
    const again = formFieldsOf(await (await client.get('/admin/settings/', admin)).text());
    expect((await client.post('/admin/settings/', { ...again, 'banner.photo./etc/passwd.jpg': 'on' }, admin)).status).toBe(303);
    expect((await onDisk('site.json')).banners.home.images).toEqual([first, third]);
  });

  it('takes a language off, with the forms following at once, and adds it back only once the content has it', async () => {
    const form = formFieldsOf(await (await client.get('/admin/settings/', admin)).text());
    const { 'languages.de': _, ...withoutGerman } = form;
    expect((await client.post('/admin/settings/', withoutGerman, admin)).status).toBe(303);
    expect((await onDisk('site.json')).languages.enabled).toEqual(['fr', 'nl', 'en']);
    const blank = await (await client.get('/admin/team/new', cookie)).text();
    expect(blank).not.toContain('name="role.de"');
    const member: Record<string, string> = { ...formFieldsOf(blank), id: 'nina-dubois', name: 'Nina Dubois', agency: 'mettet' };
    for (const language of ['fr', 'nl', 'en']) member[`role.${language}`] = `Agente (${language})`;
    expect((await client.post('/admin/team/new', member, cookie)).status).toBe(303);

    const again = formFieldsOf(await (await client.get('/admin/settings/', admin)).text());
    const refused = await client.post('/admin/settings/', { ...again, 'languages.de': 'on' }, admin);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /Pas ajoutée : des textes du contenu n’ont pas cette langue \(1\), comme content\/team.json: \d+\.role\.de/,
    );
    expect((await onDisk('site.json')).languages.enabled).toEqual(['fr', 'nl', 'en']);
    const nina = formFieldsOf(await (await client.get('/admin/team/nina-dubois', cookie)).text());
    expect((await client.post('/admin/team/nina-dubois', nina, cookie)).status).toBe(303);
    // Translated (the file keeps a language's texts while it is off: here, the member's German role typed in by hand).
    const team = await onDisk('content/team.json');
    team.find((m: { id: string }) => m.id === 'nina-dubois').role.de = 'Maklerin';
    await writeFile(join(configDir, 'content', 'team.json'), `${JSON.stringify(team, null, 2)}\n`);
    const last = formFieldsOf(await (await client.get('/admin/settings/', admin)).text());
    expect((await client.post('/admin/settings/', { ...last, 'languages.de': 'on' }, admin)).status).toBe(303);
    expect((await onDisk('site.json')).languages.enabled).toEqual(['fr', 'nl', 'en', 'de']);
    expect(await (await client.get('/admin/team/new', cookie)).text()).toContain('name="role.de"');
  });
});

describe('the photos of /admin/images/ (issue 45)', () => {
  /** Uploads a plain photo as the form does (multipart): its kept file's name. */
  const upload = async (colour: string) => {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    const before = new Set(await readdir(join(configDir, 'images', 'uploads')).catch(() => []));
    const added = await fetch(`${portal.base}/admin/images/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: portal.base },
      body: form,
    });
    expect(added.headers.get('location')).toBe('/admin/images/?message=added');
    const [name] = (await readdir(join(configDir, 'images', 'uploads'))).filter((n) => !before.has(n));
    return name as string;
  };
  const variantsOf = async (name: string) => {
    const digest = sha256(await readFile(join(configDir, 'images', 'uploads', name)));
    return join(configDir, '..', 'media', digest.slice(0, 2), digest);
  };

  it('deletes a photo used nowhere, with its variants, and refuses one an article shows', async () => {
    const unused = await upload('#aa3311');
    const used = await upload('#1133aa');
    const unusedVariants = await variantsOf(unused);
    expect((await readdir(unusedVariants)).length).toBeGreaterThan(1);
    // The second one becomes an article's photo.
    const form = formFieldsOf(await (await client.get('/admin/articles/vente', cookie)).text());
    const alts = Object.fromEntries(LANGUAGES.map((language) => [`alt.${language}`, `Photo (${language})`]));
    expect(
      (await client.post('/admin/articles/vente', { ...form, ...alts, image: `images/uploads/${used}` }, cookie)).status,
    ).toBe(303);
    const list = await (await client.get('/admin/images/', cookie)).text();
    expect(list).toContain(`action="/admin/images/${unused}/delete"`);
    expect(list).not.toContain(`action="/admin/images/${used}/delete"`);
    expect(list).toContain('Utilisée dans articles.json');

    const refused = await client.post(`/admin/images/${used}/delete`, {}, cookie);
    expect(refused.headers.get('location')).toBe('/admin/images/?message=inUse');
    expect(await readdir(join(configDir, 'images', 'uploads'))).toContain(used);
    const removed = await client.post(`/admin/images/${unused}/delete`, {}, cookie);
    expect(removed.headers.get('location')).toBe('/admin/images/?message=removed');
    expect(await readdir(join(configDir, 'images', 'uploads'))).not.toContain(unused);
    await expect(readdir(unusedVariants)).rejects.toThrow(/ENOENT/);
    // A name that is no upload's deletes nothing.
    expect((await client.post('/admin/images/..%2Fsite.json/delete', {}, cookie)).headers.get('location')).toBe(
      '/admin/images/?message=missing',
    );
    // In the audit log an admin reads.
    const admin = await client.admin('carla@agence.test', 'édition du site', PASSWORD);
    const audit = await (await client.get('/admin/', admin)).text();
    expect(audit).toContain(`photo images/uploads/${unused} supprimée`);
  });
});
