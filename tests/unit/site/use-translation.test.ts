import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../schema/index.js';
import { i18nFor } from '../../../site/locales/i18n.js';
import { cachedTranslator } from '../../../site/locales/use-translation.js';

// The pages' translator keeps the texts it made (site/locales/use-translation.ts): each call must
// give what i18next gives, the first time and every time after, whatever the options.
type Translate = (key: string, options?: object) => string;

describe('the cached translator', () => {
  it.each(LANGUAGES)('%s: each text, plain, counted or interpolated, is the one i18next makes, again and again', (language) => {
    const i18n = i18nFor(language);
    const t = cachedTranslator(i18n) as unknown as Translate;
    const made = i18n.t.bind(i18n) as unknown as Translate;
    const calls: [string, object | undefined][] = [
      ['property.bedrooms', { count: 1 }],
      ['property.bedrooms', { count: 3 }],
      ['form.stars', { count: 1 }],
      ['form.stars', { count: 4 }],
      ['detail.photoCount', { count: 12 }],
      ['detail.photoCount', undefined],
      ['list.page', { page: 2 }],
    ];
    for (let round = 0; round < 2; round++)
      for (const [key, options] of calls) expect(t(key, options), `${key} ${JSON.stringify(options)}`).toBe(made(key, options));
  });

  it('tells counts apart: one star is not four', () => {
    const t = cachedTranslator(i18nFor('en')) as unknown as Translate;
    expect(t('form.stars', { count: 1 })).toBe('1 star');
    expect(t('form.stars', { count: 4 })).toBe('4 stars');
    expect(t('form.stars', { count: 1 })).toBe('1 star');
  });

  it('passes a call with an object among its options to i18next, unkept', () => {
    const i18n = i18nFor('fr');
    const t = cachedTranslator(i18n) as unknown as Translate;
    const made = i18n.t.bind(i18n) as unknown as Translate;
    const first = { page: { toString: () => '2' } };
    const second = { page: { toString: () => '3' } };
    expect(t('list.page', first)).toBe(made('list.page', first));
    expect(t('list.page', second)).toBe(made('list.page', second));
    expect(t('list.page', first)).not.toBe(t('list.page', second));
  });
});
