import { describe, expect, it } from 'vitest';
import type { ConsentData } from '../../../site/client/consent/data.js';
import { dialogConfig } from '../../../site/client/consent/dialog-config.js';
import { searchTerm } from '../../../site/client/consent/search-term.js';
import { tagsFor } from '../../../site/client/consent/tags-for.js';

// The consent script's pure parts: which tags a choice allows, the §7 search term, the dialog's configuration.

const ids = { analyticsId: 'G-ABC1234', adsId: 'AW-1234567', tagManagerId: 'GTM-ABC123', socialPixelId: '1234567890' };

describe('tags for a choice', () => {
  it.each([
    [['necessary'], { gtag: [], tagManager: null, pixel: null }],
    [['necessary', 'analytics'], { gtag: ['G-ABC1234'], tagManager: 'GTM-ABC123', pixel: null }],
    [['necessary', 'marketing'], { gtag: ['AW-1234567'], tagManager: 'GTM-ABC123', pixel: null }],
    [['necessary', 'social'], { gtag: [], tagManager: null, pixel: '1234567890' }],
    [
      ['necessary', 'analytics', 'marketing', 'social'],
      { gtag: ['G-ABC1234', 'AW-1234567'], tagManager: 'GTM-ABC123', pixel: '1234567890' },
    ],
  ] as const)('%j → %j', (granted, plan) => {
    expect(tagsFor(ids, [...granted])).toEqual(plan);
  });

  it('loads nothing whose id is not configured, whatever is granted', () => {
    expect(tagsFor({}, ['necessary', 'analytics', 'marketing', 'social', 'unclassified'])).toEqual({
      gtag: [],
      tagManager: null,
      pixel: null,
    });
  });
});

describe('search term of a filtered list (§7 search)', () => {
  it.each([
    ['?city=Mettet|5640', 'Mettet'],
    ['?type=2', '2'],
    ['?city=Mettet|5640&type=2', 'Mettet 2'],
    ['', null],
    ['?page=2', null],
    ['?city=', null],
  ])('%s → %s', (search, term) => {
    expect(searchTerm(search)).toBe(term);
  });
});

describe('the dialog configuration', () => {
  const row = { name: 'n', provider: 'p', purpose: 'u', duration: 'd' };
  const category = (cookies: (typeof row)[]) => ({ title: 't', description: 'd', cookies });
  const data: ConsentData = {
    language: 'nl',
    revision: 3,
    cookieDays: { accepted: 365, declined: 182 },
    tracking: ids,
    page: { kind: 'other', propertyId: null },
    policyUrl: '/nl/cookiebeleid/',
    texts: {
      title: 'T',
      description: 'D',
      acceptAll: 'Alles accepteren',
      decline: 'Weigeren',
      choose: 'Kiezen',
      save: 'Selectie opslaan',
      close: 'Sluiten',
      preferencesTitle: 'P',
      preferencesIntro: 'I',
      policy: 'Cookiebeleid',
      none: 'Geen.',
      headers: row,
      categories: {
        necessary: category([row]),
        analytics: category([row]),
        marketing: category([]),
        social: category([]),
        unclassified: category([]),
      },
    },
  };

  it("offers §4's five categories, necessary always on, and keeps the choice with the revision", () => {
    const config = dialogConfig(data);
    expect(Object.keys(config.categories)).toEqual(['necessary', 'analytics', 'marketing', 'social', 'unclassified']);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(config.revision).toBe(3);
    expect(config.mode).toBe('opt-in');
  });

  it("keeps a choice §9's days by kind (a refusal for the declined days), under the necessary cookie", () => {
    const { cookie } = dialogConfig(data);
    expect(cookie?.name).toBe('cc_cookie');
    const days = cookie?.expiresAfterDays as (type: 'all' | 'custom' | 'necessary') => number;
    expect([days('all'), days('custom'), days('necessary')]).toEqual([365, 365, 182]);
  });

  it("gives Decline the weight of Accept all, in the page's language", () => {
    const config = dialogConfig(data);
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    const texts = config.language.translations.nl as unknown as { consentModal: Record<string, string> };
    expect(texts.consentModal).toMatchObject({
      acceptAllBtn: 'Alles accepteren',
      acceptNecessaryBtn: 'Weigeren',
      showPreferencesBtn: 'Kiezen',
    });
  });
});
