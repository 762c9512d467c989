import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LOGIN_FAILED,
  OWNER_API,
  OWNER_PASSWORD_MIN,
  type OwnerPropertiesResponse,
  type OwnerProperty,
  REFERRER_CLASSES,
} from '../../schema/index.js';
import { fillOwnerRegion, OWNER_REGION_ID, renderOwnerRegion } from '../../server/owner/view/region.js';
import { safeHref } from '../../server/owner/view/safe-href.js';
import { OWNER_TEXTS } from '../../server/owner/view/texts.js';

// The owner portal's HTML (server/owner/view): what the server puts in the login page's placeholder.

const periods = (total: number) => {
  const bySource = Object.fromEntries(REFERRER_CLASSES.map((s) => [s, 0])) as Record<(typeof REFERRER_CLASSES)[number], number>;
  bySource.search = total;
  return { total, bySource };
};

function property(overrides: Partial<OwnerProperty> = {}): OwnerProperty {
  return {
    id: 4100004,
    title: 'Villa à Nalinnes',
    reference: 'REF-4100004',
    url: '/fr/a-vendre/villa-nalinnes/4100004/',
    views: { today: periods(2), week: periods(9), month: periods(40), total: periods(1234) },
    last30Days: Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      views: i % 3 === 0 ? 0 : i,
    })),
    communications: { 'visit-request': 3, 'contact-me': 5, newsletter: 0 },
    portals: [{ label: 'Immoweb', value: 310 }],
    media: [],
    calendarVisits: [
      {
        date: '2026-11-28T13:30:00Z',
        type: 'visit',
        contact: 'Claire D.',
        subject: 'Visite',
        comment: '',
        status: 'confirmed',
        origin: 'site',
      },
    ],
    ...overrides,
  };
}

function portal(properties: OwnerProperty[], extra: Partial<OwnerPropertiesResponse> = {}): OwnerPropertiesResponse {
  return {
    owner: { email: 'marie@example.test', name: 'Marie Dubois', language: 'fr' },
    timeZone: 'Europe/Brussels',
    generatedAt: '2026-11-30T09:00:00Z',
    backOfficeAnswered: true,
    properties,
    ...extra,
  };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

/** Every <tag> of the HTML with its attributes (names lower-cased: HTML ignores their case). */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}((?:\\s+[\\w-]+(?:="[^"]*")?)*)\\s*/?>`, 'g'))].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [(a[1] ?? '').toLowerCase(), a[2] ?? '']),
    ),
  );
}
const input = (html: string, name: string) => tagsOf(html, 'input').filter((i) => i.name === name);

describe('renderOwnerRegion: login', () => {
  it('renders a form that posts e-mail, password and language to the login API, and a reset form', () => {
    const html = renderOwnerRegion({ kind: 'login', email: 'marie@example.test' }, 'nl');
    expect(tagsOf(html, 'form').map((f) => [f.method, f.action])).toEqual([
      ['post', OWNER_API.login],
      ['post', OWNER_API.passwordReset],
    ]);
    const [loginEmail, resetEmail] = input(html, 'email');
    expect(loginEmail).toMatchObject({
      type: 'email',
      autocomplete: 'username',
      id: 'owner-login-email',
      value: 'marie@example.test',
    });
    expect(resetEmail).toMatchObject({ type: 'email', id: 'owner-reset-email' });
    expect(input(html, 'password')).toEqual([
      expect.objectContaining({ type: 'password', autocomplete: 'current-password', id: 'owner-login-password' }),
    ]);
    expect(input(html, 'language')).toEqual([
      { type: 'hidden', name: 'language', value: 'nl' },
      { type: 'hidden', name: 'language', value: 'nl' },
    ]);
    // The reset form sits after the login form, folded.
    expect(html).toMatch(/<details[^>]*><summary>Wachtwoord vergeten\?<\/summary>[\s\S]*password-reset/);
    for (const id of ['owner-login-email', 'owner-login-password', 'owner-reset-email'])
      expect(html).toContain(`<label for="${id}">`);
    expect(html).not.toContain('role="alert"');
  });

  it("ties §8's login-failed text to the form as an alert, and shows a notice as a status", () => {
    const html = renderOwnerRegion({ kind: 'login', error: LOGIN_FAILED.fr, notice: 'Vous êtes déconnecté.' }, 'fr');
    expect(tagsOf(html, 'form')[0]?.['aria-describedby']).toBe('owner-login-error');
    expect(html).toContain(`<p id="owner-login-error" class="error-summary" role="alert">L&#x27;adresse électronique`);
    expect(html).toContain('role="status">Vous êtes déconnecté.</p>');
  });
});

describe('renderOwnerRegion: set-password', () => {
  it('asks for the password twice, as a new password, with the token and language hidden', () => {
    const html = renderOwnerRegion({ kind: 'set-password', token: 'abcdefghijklmnopqrstuvwxyz', purpose: 'invite' }, 'en');
    expect(tagsOf(html, 'form').map((f) => [f.method, f.action])).toEqual([['post', OWNER_API.password]]);
    expect(input(html, 'token')).toEqual([{ type: 'hidden', name: 'token', value: 'abcdefghijklmnopqrstuvwxyz' }]);
    expect(input(html, 'language')).toEqual([{ type: 'hidden', name: 'language', value: 'en' }]);
    for (const name of ['password', 'passwordConfirm']) {
      expect(input(html, name)).toEqual([
        expect.objectContaining({ type: 'password', autocomplete: 'new-password', minlength: String(OWNER_PASSWORD_MIN) }),
      ]);
    }
    expect(html).toContain('<h2>Choose your password</h2>');
  });

  it('names a reset differently from an invitation and shows its error', () => {
    const html = renderOwnerRegion(
      { kind: 'set-password', token: 't'.repeat(30), purpose: 'reset', error: 'The link has expired.' },
      'de',
    );
    expect(html).toContain('<h2>Wählen Sie ein neues Passwort</h2>');
    expect(html).toContain('role="alert">The link has expired.</p>');
  });
});

describe('renderOwnerRegion: portal', () => {
  it('greets the owner, offers a logout form and shows each property with its figures', () => {
    const html = renderOwnerRegion({ kind: 'portal', data: portal([property()]) }, 'fr');
    expect(html).toContain('Bonjour Marie Dubois');
    expect(tagsOf(html, 'form')).toEqual([expect.objectContaining({ method: 'post', action: OWNER_API.logout })]);
    expect(input(html, 'language')).toEqual([{ type: 'hidden', name: 'language', value: 'fr' }]);
    expect(html).toContain('<h2 id="owner-property-4100004-title">Villa à Nalinnes</h2>');
    expect(html).toContain('Référence : REF-4100004');
    expect(html).toContain('href="/fr/a-vendre/villa-nalinnes/4100004/"');
    // Sources as rows with their headers; the total in French digits (narrow no-break space).
    for (const label of ['Moteurs de recherche', 'Réseaux sociaux', 'Portails immobiliers', 'Accès direct']) {
      expect(html).toContain(`<th scope="row">${label}</th>`);
    }
    expect(html).toContain(`<td>${new Intl.NumberFormat('fr-BE').format(1234)}</td>`);
    // Requests by kind, in the form order, zero kinds left out; the back office's portal figures.
    expect(html).toMatch(/Demandes d&#x27;information<\/dt><dd>5<\/dd>.*Demandes de visite<\/dt><dd>3<\/dd>/);
    expect(html).not.toContain('lettre d&#x27;information');
    expect(html).toContain('<dt>Immoweb</dt><dd>310</dd>');
    expect(html).not.toContain('Médias en ligne');
    // The viewing on the agency's clock (14:30 in Brussels in November), our words translated.
    expect(html).toMatch(
      /<th scope="row"><time dateTime="2026-11-28T13:30:00Z">[^<]*14:30<\/time><\/th><td>Visite<\/td><td>Claire D\.<\/td>/,
    );
    expect(html).toContain('<td>Confirmée</td>');
    expect(html).not.toContain('ne répond pas');
  });

  it('draws the last 30 days as 30 bars in a labelled SVG, with the same figures as a table', () => {
    const html = renderOwnerRegion({ kind: 'portal', data: portal([property()]) }, 'nl');
    const svg = html.match(/<svg[\s\S]*?<\/svg>/)?.[0] ?? '';
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toMatch(
      /aria-label="Staafdiagram van de bezoeken aan de pagina per dag van 1 nov\.? tot 30 nov\.?: 300 in totaal, hoogstens 29 op één dag\."/,
    );
    expect(count(svg, '<rect class="owner-graph-bar')).toBe(30);
    expect(count(svg, 'class="owner-graph-bar zero"')).toBe(10);
    expect(svg).not.toContain('style=');
    const table = html.match(/<table>\s*<caption id="owner-property-4100004-days">[^<]+<\/caption>[\s\S]*?<\/table>/)?.[0] ?? '';
    expect(table).toContain('<th scope="col">Dag</th><th scope="col">Bezoeken</th>');
    expect(count(table, '<th scope="row">')).toBe(30);
  });

  it('escapes a hostile title and comment, and links only safe URLs', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = renderOwnerRegion(
      {
        kind: 'portal',
        data: portal([
          property({
            title: hostile,
            url: 'javascript:alert(3)',
            calendarVisits: property().calendarVisits.map((v) => ({
              ...v,
              comment: hostile,
              contact: '"><svg onload=alert(4)>',
            })),
            portals: [{ label: hostile, value: 1 }],
          }),
        ]),
      },
      'en',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('See its page on the site');
  });

  it('names a property without a published title by its id, and says when the back office is silent', () => {
    const html = renderOwnerRegion(
      {
        kind: 'portal',
        data: portal([property({ title: null, reference: null, url: null, calendarVisits: [], communications: {} })], {
          backOfficeAnswered: false,
        }),
      },
      'de',
    );
    expect(html).toContain('>Immobilie 4100004</h2>');
    expect(html).toContain('Noch keine Besichtigung erfasst.');
    expect(html).toContain('Für diese Immobilie ist noch kein Formular');
    expect(html).toContain('Die Software der Agentur antwortet gerade nicht');
  });

  it('keeps headings in order: h2 per property, h3 per part', () => {
    const html = renderOwnerRegion({ kind: 'portal', data: portal([property(), property({ id: 4100005 })]) }, 'en');
    const levels = [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(2);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
    // Ids stay unique with several properties.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('safeHref', () => {
  it.each([
    ['/fr/a-vendre/x/1/', '/fr/a-vendre/x/1/'],
    ['https://www.example.test/fr/', 'https://www.example.test/fr/'],
    ['//evil.test/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    [null, null],
  ])('%s → %s', (url, expected) => expect(safeHref(url)).toBe(expected));
});

describe('fillOwnerRegion', () => {
  const page = `<!doctype html><html><body><main><h1>Owner login</h1><div id="${OWNER_REGION_ID}" class="owner-portal"><p>Needs the server.</p></div><div class="after">kept</div></main></body></html>`;

  it("replaces only the placeholder's content", () => {
    const filled = fillOwnerRegion(page, '<form>x</form>');
    expect(filled).toBe(
      `<!doctype html><html><body><main><h1>Owner login</h1><div id="${OWNER_REGION_ID}" class="owner-portal"><form>x</form></div><div class="after">kept</div></main></body></html>`,
    );
  });

  it('inserts the region verbatim, $ patterns included', () => {
    expect(fillOwnerRegion(page, "<p>$& $' $1</p>")).toContain(
      `class="owner-portal"><p>$&amp; $' $1</p></div>`.replace('&amp;', '&'),
    );
  });

  it('refuses a page without the placeholder, or with a placeholder that is not a single paragraph', () => {
    expect(() => fillOwnerRegion('<html><main><p>home</p></main></html>', '<form></form>')).toThrow(/no <div id="owner-portal">/);
    expect(() => fillOwnerRegion(`<div id="${OWNER_REGION_ID}"><div>nested</div></div>`, 'x')).toThrow(/not a single paragraph/);
  });

  it('fills the static login page as the site renders it', async () => {
    // site/ is type-checked by its own tsconfig (bundler resolution): load the page untyped.
    const pagePath = '../../site/pages/content/+Page.js';
    const { default: Page } = await import(/* @vite-ignore */ pagePath);
    const { VikeReactProviderPageContext } = await import('vike-react/usePageContext');
    const { I18nextProvider } = await import('react-i18next');
    const { i18nFor } = await import('../../site/locales/i18n.js');
    const pageContext = { locale: 'fr', data: { key: 'login', title: 'Connexion propriétaire', rows: [] } };
    const html = renderToStaticMarkup(
      createElement(
        VikeReactProviderPageContext,
        // The provider's type asks for children among the props; they come as the third argument.
        { pageContext } as never,
        createElement(I18nextProvider, { i18n: i18nFor('fr') }, createElement(Page)),
      ),
    );
    expect(html).toContain('Connexion propriétaire</h1>');
    expect(html).toMatch(/<div id="owner-portal" class="owner-portal"><p>L&#x27;espace propriétaire a besoin du serveur/);
    const filled = fillOwnerRegion(html, renderOwnerRegion({ kind: 'login' }, 'fr'));
    expect(filled).toContain(`action="${OWNER_API.login}"`);
    expect(filled).not.toContain('a besoin du serveur');
    expect(filled).toContain('Connexion propriétaire</h1>');
  });
});

describe('owner portal texts', () => {
  const base = Object.keys(OWNER_TEXTS.en).sort();
  it.each(LANGUAGES)('%s has exactly the keys of en, none empty', (language) => {
    expect(Object.keys(OWNER_TEXTS[language]).sort()).toEqual(base);
    for (const key of base)
      expect(OWNER_TEXTS[language][key as keyof (typeof OWNER_TEXTS)['en']], `${language}: ${key}`).toMatch(/\S/);
  });

  it('labels every visit source', () => {
    for (const source of REFERRER_CLASSES) expect(base).toContain(`source.${source}`);
  });
});
