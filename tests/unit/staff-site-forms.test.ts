import { describe, expect, it } from 'vitest';
import {
  pageFieldOf,
  pageMissingLanguages,
  pageTextFields,
  pageTextsFromFields,
} from '../../server/staff/content/page-texts-form.js';
import {
  homeBannerPhotos,
  settingsFieldOf,
  settingsFields,
  settingsFromFields,
} from '../../server/staff/content/settings-form.js';

// /admin/pages/'s and /admin/settings/'s forms read from the files and written back: only their
// texts and settings change, a language not shown keeps its texts, each issue finds its field.

const page = {
  description: { fr: 'Desc', nl: 'Besch', de: 'Beschr' },
  modules: [
    { id: 'a', position: 1, relations: { type: 'stats-view' }, title: { fr: 'T', nl: 'T nl' } },
    { id: 'b', position: 2, relations: { type: 'contact' } },
  ],
};

describe("a page's texts", () => {
  it('round-trips, and keeps what a module is and the languages not shown', () => {
    const fields = pageTextFields(page, ['fr', 'nl']);
    expect(fields['module.0.title.nl']).toBe('T nl');
    expect(fields['description.de']).toBeUndefined();
    expect(pageTextsFromFields(fields, page, ['fr', 'nl'])).toEqual(page);
    const changed = pageTextsFromFields({ ...fields, 'module.1.title.fr': ' Nouveau ', 'description.fr': '' }, page, [
      'fr',
      'nl',
    ]);
    expect(changed.modules?.[1]).toEqual({ ...page.modules[1], title: { fr: 'Nouveau' } });
    // De's description stays while fr's is cleared: the save then names fr as required.
    expect(changed.description).toEqual({ nl: 'Besch', de: 'Beschr' });
  });

  it('removes a text cleared in every language shown, and names what lacks a language', () => {
    const cleared = pageTextsFromFields({ 'module.0.title.fr': '', 'module.0.title.nl': '' }, page, ['fr', 'nl']);
    expect(cleared.modules?.[0]).not.toHaveProperty('title');
    expect(pageMissingLanguages(page, ['fr', 'nl', 'en'])).toEqual(['en']);
    expect(pageMissingLanguages({ modules: [] }, ['fr'])).toEqual([]);
  });

  it('finds the field of an issue of its own page only', () => {
    const issue = (path: PropertyKey[]) => ({ path, code: 'invalid_type', message: '' });
    expect(pageFieldOf(issue(['services', 'modules', 2, 'title', 'nl']), 'services')).toBe('module.2.title.nl');
    expect(pageFieldOf(issue(['services', 'description', 'de']), 'services')).toBe('description.de');
    expect(pageFieldOf(issue(['team', 'description', 'de']), 'services')).toBeUndefined();
    expect(pageFieldOf(issue(['services', 'modules', 2, 'relations']), 'services')).toBeUndefined();
  });
});

describe("the site's settings", () => {
  const config = {
    agency: { name: 'A' },
    languages: { enabled: ['fr', 'nl'], default: 'fr' },
    frame: {
      topBar: { show: true, text: { fr: 'Ouvert', nl: 'Open', de: 'Offen' }, devices: ['desktop'] },
      menu: [{ page: 'sale' }],
      footer: [{ title: { fr: 'Agence', nl: 'Kantoor' }, cols: { sm: 12, md: 6, lg: 4 } }],
    },
    theme: { brand: '#112233' },
    banners: { home: { type: 'gallery', images: ['p/a.jpg', 'p/b.jpg'], intervalMs: 8000 }, byPage: {} },
  };

  it('round-trips, the rest of the file untouched, the theme’s defaults shown', () => {
    const fields = settingsFields(config, ['fr', 'nl']);
    expect(fields['theme.accent']).toBe('#3a8fb7');
    const back = settingsFromFields(fields, config, ['fr', 'nl'], ['p/a.jpg', 'p/b.jpg', 'u/c.jpg']);
    expect(back.frame).toEqual(config.frame);
    expect(back.agency).toEqual(config.agency);
    expect(back.languages).toEqual(config.languages);
    expect(back.banners).toEqual({ ...config.banners, showTitle: true, showDescription: true });
  });

  it('makes one ticked photo an image, several a gallery, none no banner; a video is left alone', () => {
    const fields = settingsFields(config, ['fr']);
    const photos = ['p/a.jpg', 'p/b.jpg', 'u/c.jpg'];
    const only = { ...fields, 'banner.photo.p/a.jpg': '', 'banner.photo.p/b.jpg': '', 'banner.photo.u/c.jpg': 'on' };
    expect(settingsFromFields(only, config, ['fr'], photos).banners).toMatchObject({ home: { type: 'image', image: 'u/c.jpg' } });
    const none = { ...only, 'banner.photo.u/c.jpg': '' };
    expect(settingsFromFields(none, config, ['fr'], photos).banners).not.toHaveProperty('home');
    const video = { ...config, banners: { home: { type: 'video', poster: 'p/a.jpg' } } };
    expect(homeBannerPhotos(video)).toBeUndefined();
    expect((settingsFromFields(only, video, ['fr'], photos).banners as { home: unknown }).home).toEqual(video.banners.home);
  });

  it('keeps the languages in the file’s order, one added last', () => {
    const fields = { ...settingsFields(config, ['fr', 'nl']), 'languages.de': 'on', 'languages.fr': '' };
    expect(settingsFromFields(fields, config, ['fr', 'nl'], []).languages).toEqual({ enabled: ['nl', 'de'], default: 'fr' });
  });

  it("edits the menu's titles, children's too, and the home page's texts", () => {
    const withMenu = {
      ...config,
      home: { title: { fr: 'Bienvenue', nl: 'Welkom' } },
      frame: {
        ...config.frame,
        menu: [
          {
            page: 'services',
            title: { fr: 'Services', nl: 'Diensten' },
            childMenus: [{ page: 'valuation', title: { fr: 'Estimation', nl: 'Schatting' } }],
          },
        ],
      },
    };
    const fields = settingsFields(withMenu, ['fr', 'nl']);
    expect(fields['menu.0.0.title.nl']).toBe('Schatting');
    const back = settingsFromFields(
      { ...fields, 'menu.0.0.title.nl': 'Gratis schatting', 'home.description.fr': 'À vendre : {FOR_SALE_TOTAL}' },
      withMenu,
      ['fr', 'nl'],
      [],
    );
    const menu = (back.frame as { menu: { title: unknown; childMenus: { title: unknown; page: string }[] }[] }).menu;
    expect(menu[0]?.title).toEqual({ fr: 'Services', nl: 'Diensten' });
    expect(menu[0]?.childMenus[0]).toEqual({ page: 'valuation', title: { fr: 'Estimation', nl: 'Gratis schatting' } });
    expect(back.home).toEqual({ title: { fr: 'Bienvenue', nl: 'Welkom' }, description: { fr: 'À vendre : {FOR_SALE_TOTAL}' } });
    // A file without a home or a menu gets none from an empty form.
    const bare = settingsFromFields(settingsFields(config, ['fr']), config, ['fr'], []);
    expect(bare).not.toHaveProperty('home');
    expect(settingsFromFields(settingsFields({}, ['fr']), {}, ['fr'], []).frame).not.toHaveProperty('menu');
  });

  it('finds the field of each kind of issue', () => {
    expect(settingsFieldOf({ path: [], code: 'translation', message: 'frame.menu[3].childMenus[1].title.de' })).toBe(
      'menu.3.1.title.de',
    );
    expect(settingsFieldOf({ path: [], code: 'translation', message: 'home.description.nl' })).toBe('home.description.nl');
    expect(settingsFieldOf({ path: [], code: 'translation', message: 'frame.footer[0].introText.nl' })).toBe(
      'footer.0.introText.nl',
    );
    expect(settingsFieldOf({ path: [], code: 'translation', message: 'frame.topBar.text.de' })).toBe('topBar.text.de');
    expect(settingsFieldOf({ path: [], code: 'translation', message: 'frame.menu[2].title.de' })).toBe('menu.2.title.de');
    expect(settingsFieldOf({ path: [], code: 'translation', message: 'consent.cookies[0].purpose.de' })).toBeUndefined();
    expect(settingsFieldOf({ path: ['theme', 'brand'], code: 'invalid_format', message: '' })).toBe('theme.brand');
    expect(settingsFieldOf({ path: ['languages', 'default'], code: 'custom', message: '' })).toBe('languages.default');
    expect(settingsFieldOf({ path: [], code: 'languages', message: 'content/team.json: 1.role.de' })).toBe('languages');
  });
});
