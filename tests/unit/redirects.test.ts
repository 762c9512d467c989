import { describe, expect, it } from 'vitest';
import { type InternalPathSources, internalPathKey, internalPathTable } from '../../schema/spec/internal-paths.js';
import { acceptedLanguages, cookieValue, pickLanguage } from '../../schema/spec/language-memory.js';
import { redirectOf } from '../../server/redirects.js';
import { renderRedirectPage, renderRedirectsFile } from '../../site/seo/write-redirects.js';

// §2 internal paths → public paths, and §7's choice of the visitor's language.

const SOURCES: InternalPathSources = {
  enabled: ['fr', 'nl'],
  default: 'fr',
  services: [{ id: 'gestion-locative', slug: { fr: 'gestion-locative', nl: 'huurbeheer', en: 'property-management' } }],
  agencies: [{ id: 'mettet' }],
  properties: [
    {
      id: 4100004,
      alternates: { fr: '/fr/a-vendre/charleroi/appartement/4100004/', nl: '/nl/te-koop/charleroi/appartement/4100004/' },
    },
  ],
};
const TABLE = internalPathTable(SOURCES);

describe('internalPathTable', () => {
  it.each([
    ['/for-sale/', { fr: '/fr/a-vendre/', nl: '/nl/te-koop/' }],
    ['/for-rent/', { fr: '/fr/a-louer/', nl: '/nl/te-huur/' }],
    ['/contact-demand/', { fr: '/fr/estimation-gratuite/', nl: '/nl/gratis-schatting/' }],
    ['/login/', { fr: '/fr/login/', nl: '/nl/login/' }],
    ['/feedback/send-to-friend/', { fr: '/fr/merci/send-to-friend/', nl: '/nl/bedankt/send-to-friend/' }],
    ['/nos-services/gestion-locative/', { fr: '/fr/nos-services/gestion-locative/', nl: '/nl/onze-diensten/huurbeheer/' }],
    ['/agences/mettet/', { fr: '/fr/agences/mettet/', nl: '/nl/kantoren/mettet/' }],
    ['/property/4100004/', SOURCES.properties[0]?.alternates],
  ])('maps %s to its page in each enabled language', (internal, expected) => {
    expect(TABLE.paths[internal]).toEqual(expected);
  });

  it("leaves '/' out (it is the language choice) and names no disabled language", () => {
    expect(TABLE.paths['/']).toBeUndefined();
    for (const targets of Object.values(TABLE.paths)) expect(Object.keys(targets).sort()).toEqual(['fr', 'nl']);
  });
});

describe('internalPathKey', () => {
  it.each([
    ['/property/4100004/', '/property/4100004/'],
    ['/PROPERTY/4100004/', '/property/4100004/'],
    ['/Property/4100004', '/property/4100004/'],
    ['/for-sale', '/for-sale/'],
  ])('%s → %s', (path, key) => expect(internalPathKey(path)).toBe(key));
});

describe('pickLanguage (§7: query, remembered, browser, default)', () => {
  it.each([
    [['nl', 'de', 'fr'], 'nl'],
    [[null, 'NL-be'], 'nl'],
    [[undefined, '', 'de-DE', 'en-GB'], 'fr'],
    [['xx', 'fr-BE'], 'fr'],
    [[], 'fr'],
  ] as const)('%j → %s', (candidates, expected) => expect(pickLanguage(candidates, ['fr', 'nl'], 'fr')).toBe(expected));
});

describe('acceptedLanguages', () => {
  it.each([
    ['nl-BE,nl;q=0.9,fr;q=0.8', ['nl-BE', 'nl', 'fr']],
    ['fr;q=0.5, nl', ['nl', 'fr']],
    ['de;q=0, en;q=0.3, *;q=0.1', ['en']],
    ['', []],
    [undefined, []],
  ])('%s', (header, expected) => expect(acceptedLanguages(header)).toEqual(expected));
});

describe('cookieValue', () => {
  it.each([
    ['vitrine_lang=nl', 'nl'],
    ['cc_cookie=%7B%7D; vitrine_lang=de; other=1', 'de'],
    ['my_vitrine_lang=nl', null],
    [undefined, null],
  ])('%s', (header, expected) => expect(cookieValue(header, 'vitrine_lang')).toBe(expected));
});

describe('redirectOf', () => {
  const go = (url: string, headers: { cookie?: string; acceptLanguage?: string } = {}) => redirectOf(TABLE, url, headers);

  it('sends an internal path to the default language when nothing says otherwise (301)', () => {
    expect(go('/for-sale/')).toEqual({ status: 301, location: '/fr/a-vendre/' });
  });

  it('prefers ?lng=, then the remembered language, then Accept-Language', () => {
    expect(go('/for-sale/', { acceptLanguage: 'nl-BE,nl;q=0.9' })?.location).toBe('/nl/te-koop/');
    expect(go('/for-sale/', { cookie: 'vitrine_lang=nl', acceptLanguage: 'fr' })?.location).toBe('/nl/te-koop/');
    expect(go('/for-sale/?lng=fr', { cookie: 'vitrine_lang=nl' })?.location).toBe('/fr/a-vendre/?lng=fr');
    expect(go('/for-sale/', { acceptLanguage: 'de,en;q=0.5' })?.location).toBe('/fr/a-vendre/');
  });

  it('keeps the query (§2 ?city= and ?type=, the project ?id=)', () => {
    expect(go('/for-rent/?city=Mettet%7C5640&type=2')?.location).toBe('/fr/a-louer/?city=Mettet%7C5640&type=2');
  });

  it('finds a property in any case and without its last slash', () => {
    expect(go('/PROPERTY/4100004', { acceptLanguage: 'nl' })?.location).toBe('/nl/te-koop/charleroi/appartement/4100004/');
  });

  it("answers '/' with a 302 to the visitor's home", () => {
    expect(go('/', { cookie: 'vitrine_lang=nl' })).toEqual({ status: 302, location: '/nl/' });
    expect(go('/')).toEqual({ status: 302, location: '/fr/' });
  });

  it('leaves public paths and unknown ones alone', () => {
    expect(go('/fr/a-vendre/')).toBeNull();
    expect(go('/property/999/')).toBeNull();
    expect(go('/assets/app.js')).toBeNull();
  });
});

describe('static hosting files', () => {
  it('writes one _redirects line per internal path, to the default language', () => {
    const lines = renderRedirectsFile(TABLE).trim().split('\n');
    expect(lines).toContain('/for-sale/ /fr/a-vendre/ 301');
    expect(lines).toContain('/property/4100004/ /fr/a-vendre/charleroi/appartement/4100004/ 301');
    expect(lines).toHaveLength(Object.keys(TABLE.paths).length);
  });

  it('writes a noindex page with a canonical, a meta refresh and a link per language', () => {
    const page = renderRedirectPage(TABLE.paths['/for-sale/'] ?? {}, {
      default: 'fr',
      origin: 'https://example.be',
      title: 'A & B',
    });
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain('<link rel="canonical" href="https://example.be/fr/a-vendre/"/>');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/fr/a-vendre/"/>');
    expect(page).toContain('<a href="/nl/te-koop/" hreflang="nl" lang="nl">Nederlands</a>');
    expect(page).toContain('<title>A &amp; B</title>');
  });
});
