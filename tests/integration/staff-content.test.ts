import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(await stale.text()).toContain('Quelqu’un a enregistré les articles depuis que vous avez ouvert ce formulaire');
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
    const changed = {
      ...formFieldsOf(form),
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
