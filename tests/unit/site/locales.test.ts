import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../schema/index.js';
import { RESOURCES } from '../../../site/locales/i18n.js';

// STYLE.md: a missing French or German string fails the build, not a visitor.
const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('locales', () => {
  const base = keys(RESOURCES.fr).sort();
  it.each(LANGUAGES)('%s has exactly the keys of fr, none empty', (language) => {
    expect(keys(RESOURCES[language]).sort()).toEqual(base);
    for (const key of base) {
      const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], RESOURCES[language]);
      expect(text, `${language}: ${key}`).toMatch(/\S/);
    }
  });

  it('carries the spec texts verbatim (§8)', () => {
    expect(RESOURCES.fr.list.empty).toBe("Aucun résultat n'a été trouvé pour votre recherche.");
    expect(RESOURCES.fr.notFound.title).toBe('Page non trouvée');
    expect(RESOURCES.fr.notFound.text).toBe("Oups, cette page n'existe plus");
    expect(RESOURCES.fr.property.sold).toBe('Le bien que vous demandez est vendu');
    expect(RESOURCES.fr.property.rented).toBe('Le bien que vous demandez est loué');
  });
});
