import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, MODULE_FORMS, MODULE_TYPES, missingTranslations, siteConfigSchema } from '../../../schema/index.js';
import { loadContentFrom } from '../../../site/content/load.js';

const SAMPLE = join(import.meta.dirname, '..', '..', '..', 'data', 'site');

async function sampleWith(file: string, change: (value: never) => void): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-content-'));
  await cp(SAMPLE, dir, { recursive: true });
  const path = join(dir, 'content', file);
  const value = JSON.parse(await readFile(path, 'utf8'));
  change(value as never);
  await writeFile(path, JSON.stringify(value));
  return dir;
}

describe("the sample agency's content", () => {
  const content = loadContentFrom(SAMPLE, LANGUAGES);

  it('has the services of §2 Article routes, the three agencies and a team of at least 3 per office', () => {
    const services = content.articles.filter((a) => a.category === 'services');
    expect(services.map((a) => a.slug?.fr).sort()).toEqual(['achat', 'conseils', 'gestion-locative', 'location', 'vente']);
    expect(content.agencies.map((a) => a.id).sort()).toEqual(['mettet', 'nalinnes', 'philippeville']);
    for (const agency of content.agencies)
      expect(content.team.filter((m) => m.agency === agency.id).length).toBeGreaterThanOrEqual(2);
  });

  it('configures every module view and relation type', () => {
    const modules = Object.values(content.pages).flatMap((p) => p?.modules ?? []);
    expect(new Set(modules.map((m) => m.relations.type))).toEqual(new Set(MODULE_TYPES));
    expect(new Set(modules.flatMap((m) => (m.relations.type === 'form' ? [m.relations.id] : [])))).toEqual(new Set(MODULE_FORMS));
    expect(new Set(modules.map((m) => m.view).filter(Boolean))).toEqual(
      new Set(['list-view', 'ons-team-view', 'news-view', 'single-view']),
    );
  });
});

describe('content mistakes', () => {
  it('names the file and the field of a missing translation', async () => {
    const dir = await sampleWith('team.json', (team: [unknown, { role: Record<string, string> }]) => {
      delete team[1].role.nl;
    });
    expect(() => loadContentFrom(dir, LANGUAGES)).toThrow(/team\.json is not valid content:[\s\S]*→ at \[1\]\.role\.nl/);
    // A language that is not enabled needs no text.
    expect(() => loadContentFrom(dir, ['fr', 'en', 'de'])).not.toThrow();
  });

  it('names an unknown module view, a slug on an article that has no route and a colour background without its colour', async () => {
    const dir = await sampleWith(
      'pages.json',
      (pages: { services: { modules: [Record<string, unknown>, Record<string, unknown>] } }) => {
        pages.services.modules[0].view = 'grid-view';
        pages.services.modules[1].backgroundType = 'color';
        delete pages.services.modules[1].colorBackground;
      },
    );
    expect(() => loadContentFrom(dir, LANGUAGES)).toThrow(
      /services\.modules\[0\]\.view[\s\S]*services\.modules\[1\]\.colorBackground/,
    );
    const legal = await sampleWith('articles.json', (articles: { category: string; slug?: unknown }[]) => {
      const article = articles.find((a) => a.category === 'legal');
      if (article) article.slug = { fr: 'x', nl: 'x', en: 'x', de: 'x' };
    });
    expect(() => loadContentFrom(legal, LANGUAGES)).toThrow(/services articles have a slug per language, others none/);
  });

  it('names a team member of an office that does not exist', async () => {
    const dir = await sampleWith('team.json', (team: [{ agency: string }]) => {
      team[0].agency = 'charleroi';
    });
    expect(() => loadContentFrom(dir, LANGUAGES)).toThrow(/team\.json: \[0\]\.agency: no agency "charleroi" in agencies\.json/);
  });
});

describe("site.json's translations", () => {
  it('names each text that lacks an enabled language, and leaves texts given in no language alone', async () => {
    const config = siteConfigSchema.parse(JSON.parse(await readFile(join(SAMPLE, 'site.json'), 'utf8')));
    expect(missingTranslations(config)).toEqual([]);
    delete config.frame.menu[3]?.childMenus[0]?.title.de;
    config.home.title = {};
    if (config.frame.footer[0]) config.frame.footer[0].introText = { fr: 'Bonjour' };
    expect(missingTranslations(config)).toEqual([
      'frame.menu[3].childMenus[0].title.de',
      'frame.footer[0].introText.nl',
      'frame.footer[0].introText.en',
      'frame.footer[0].introText.de',
    ]);
  });
});
