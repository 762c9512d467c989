import { describe, expect, it } from 'vitest';
import { splitTexts, textsDigestOfPage, textsDigestsOf } from '../../../site/build/config-texts.js';

// The configuration's texts split by language: a text changed in one language changes that
// language's digest only, a slug (read by every language's pages) and anything else every page's.

const site = {
  agency: { name: 'Agence', phone: '071' },
  frame: { menu: [{ page: 'sale', title: { fr: 'À vendre', nl: 'Te koop' } }] },
  articles: [{ id: 'vente', slug: { fr: 'vente', nl: 'verkopen' }, title: { fr: 'Vendre', nl: 'Verkopen' } }],
};
const digests = (value: unknown) => {
  const split = splitTexts(value);
  return { rest: JSON.stringify(split.rest), texts: textsDigestsOf([split.texts]) };
};
const changed = (change: (copy: typeof site) => void) => {
  const copy = structuredClone(site);
  change(copy);
  return digests(copy);
};

describe("the configuration's texts by language", () => {
  const before = digests(site);

  it("changes one language's digest for a text changed in it", () => {
    const after = changed((copy) => {
      (copy.frame.menu[0] as { title: { fr: string } }).title.fr = 'En vente';
    });
    expect(after.rest).toBe(before.rest);
    expect(after.texts.fr).not.toBe(before.texts.fr);
    expect(after.texts.nl).toBe(before.texts.nl);
    expect(after.texts.all).not.toBe(before.texts.all);
  });

  it('changes what every page reads for a slug, a value outside the texts, or a language added to a text', () => {
    const slug = changed((copy) => {
      (copy.articles[0] as { slug: { nl: string } }).slug.nl = 'verkoop';
    });
    expect(slug.rest).not.toBe(before.rest);
    const phone = changed((copy) => {
      copy.agency.phone = '072';
    });
    expect(phone.rest).not.toBe(before.rest);
    const added = changed((copy) => {
      (copy.frame.menu[0] as { title: Record<string, string> }).title.de = 'Zu verkaufen';
    });
    expect(added.rest).not.toBe(before.rest);
  });

  it("gives a page its language's digest, and a page of none every language's", () => {
    const { texts } = before;
    expect(textsDigestOfPage(texts, '/nl/te-koop/')).toBe(texts.nl);
    expect(textsDigestOfPage(texts, '/404.html')).toBe(texts.all);
    expect(textsDigestOfPage(texts, '/services/')).toBe(texts.all);
  });
});
