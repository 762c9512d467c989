import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../schema/index.js';
import { listPath, resolvePublicPath } from '../../../site/routing/resolve-path.js';

// §2 Language and path mapping, as a table of public paths.
describe('resolvePublicPath', () => {
  it.each([
    ['/', null, '/'],
    ['/fr/', 'fr', '/home/fr'],
    ['/nl', 'nl', '/home/nl'],
    ['/fr/a-vendre/', 'fr', '/for-sale/page/1'],
    ['/fr/a-vendre/page/3/', 'fr', '/for-sale/page/3'],
    ['/nl/te-huur/', 'nl', '/for-rent/page/1'],
    ['/en/for-rent/page/2/', 'en', '/for-rent/page/2'],
    ['/de/zu-verkaufen/', 'de', '/for-sale/page/1'],
    ['/fr/a-vendre/nalinnes/villa-4-facades/4100123/', 'fr', '/property/4100123'],
    ['/nl/te-koop/nalinnes/villa/4100123/', 'nl', '/property/4100123'],
    ['/fr/estimation-gratuite/', 'fr', '/page/valuation/fr'],
    ['/nl/gratis-schatting/', 'nl', '/page/valuation/nl'],
    ['/fr/tenez-moi-au-courant/', 'fr', '/page/demandRegister/fr'],
    ['/nl/demand-register/', 'nl', '/page/demandRegister/nl'],
    ['/fr/equipe/', 'fr', '/page/team/fr'],
    ['/nl/diensten/', 'nl', '/page/services/nl'],
    ['/en/login/', 'en', '/page/login/en'],
    ['/fr/vie-privee/', 'fr', '/page/privacy/fr'],
    ['/fr/merci/contact-me/', 'fr', '/feedback/contact-me/fr'],
    ['/nl/bedankt/sign-newsletter/', 'nl', '/feedback/sign-newsletter/nl'],
    ['/de/danke/testing-testing/', 'de', '/feedback/testing-testing/de'],
    ['/nl/404/', 'nl', '/not-found/nl'],
    ['/fr/nos-services/gestion-locative/', 'fr', '/article/services/gestion-locative/fr'],
    ['/nl/onze-diensten/verkoop/', 'nl', '/article/services/verkoop/nl'],
    ['/fr/agences/mettet/', 'fr', '/article/agencies/mettet/fr'],
    ['/de/agenturen/nalinnes/', 'de', '/article/agencies/nalinnes/de'],
    ['/fr/projets/', 'fr', '/page/projects/fr'],
    ['/nl/projecten/', 'nl', '/page/projects/nl'],
  ] as const)('%s → %s %s', (path, locale, logical) => {
    expect(resolvePublicPath(path, LANGUAGES)).toEqual({ locale, logical });
  });

  it.each([
    ['/xx/'],
    ['/fr/nowhere/'],
    ['/fr/a-vendre/page/0/'],
    ['/fr/a-vendre/all/'],
    // The lists' all-cards pages are gone (the per-section index replaced them).
    ['/fr/a-vendre/tous/'],
    ['/nl/te-huur/alle/'],
    ['/en/for-sale/all/'],
    ['/fr/a-vendre/nalinnes/villa/not-an-id/'],
    ['/fr/a-vendre/extra/segments/here/4100123/'],
    ['/fr/merci/unknown-kind/'],
    ['/fr/nos-services/'],
    ['/fr/agences/mettet/extra/'],
  ])('%s is not a page', (path) => {
    expect(resolvePublicPath(path, LANGUAGES)).toBeNull();
  });

  it('refuses a language that is not enabled', () => {
    expect(resolvePublicPath('/de/', ['fr', 'nl'])).toBeNull();
    expect(resolvePublicPath('/nl/', ['fr', 'nl'])).toEqual({ locale: 'nl', logical: '/home/nl' });
  });

  it("leaves the spec's /project/ (an internal path: vitrine serve redirects it) to no page", () => {
    expect(resolvePublicPath('/project/', ['fr', 'nl'])).toBeNull();
  });

  it('gives page 1 the section path itself', () => {
    expect(listPath('sale', 'fr', 1)).toBe('/fr/a-vendre/');
    expect(listPath('rent', 'nl', 2)).toBe('/nl/te-huur/page/2/');
  });
});
