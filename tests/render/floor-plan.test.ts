import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ImageSet, Language, Picture, Property } from '../../schema/index.js';
import { i18nFor } from '../../site/locales/i18n.js';
import { Gallery } from '../../site/pages/property/Gallery.js';
import { propertyJsonLd } from '../../site/seo/json-ld.js';
import { propertyWithHistory } from '../support/history-property.js';

// A picture the feed tags as a floor plan (a Kyero image tag) is named a floor plan on the property
// page, in its thumbnail, its link and so the lightbox's caption; the count tells photos and plans
// apart, and the large picture and the JSON-LD image stay a photo.

const imageOf = (n: number): ImageSet => {
  const digest = String(n).repeat(64);
  const variant = (format: 'webp' | 'jpeg', width: number) => ({
    format,
    width,
    height: (width * 3) / 4,
    path: `${digest.slice(0, 2)}/${digest}/${width}.${format === 'webp' ? 'webp' : 'jpg'}`,
  });
  return {
    digest,
    width: 1920,
    height: 1440,
    variants: [variant('webp', 400), variant('webp', 1920), variant('jpeg', 1360)],
    thumbnail: { ...variant('webp', 167), height: 125 },
    placeholder: 'AAAA',
  };
};

const pictureOf = (n: number, kind?: Picture['kind']): Picture => ({
  id: n,
  url: `https://photos.example/${n}.jpg`,
  width: 1920,
  height: 1440,
  name: null,
  image: imageOf(n),
  ...(kind && { kind }),
});

// The floor plan given first: the page still opens on a photo.
const withPlan = (language: Language, pictures = [pictureOf(3, 'floorplan'), pictureOf(1), pictureOf(2, 'photo')]): Property => ({
  ...propertyWithHistory({ language }),
  pictures,
});

const render = (property: Property) =>
  renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: i18nFor(property.language) }, createElement(Gallery, { property })),
  );

/** How React writes a text in HTML (an apostrophe as &#x27;). */
const asHtml = (text: string) => text.replaceAll("'", '&#x27;');

const altsOf = (html: string) => [...html.matchAll(/<img[^>]* alt="([^"]*)"/g)].map((m) => m[1]);

describe('a floor plan in the gallery', () => {
  it.each([
    [
      'fr',
      [
        'Photo 1 : Maison 3 façades avec jardin',
        'Photo 2 : Maison 3 façades avec jardin',
        'Plan 1 : Maison 3 façades avec jardin',
      ],
      '2 photos, 1 plan',
    ],
    [
      'nl',
      [
        'Foto 1: Maison 3 façades avec jardin',
        'Foto 2: Maison 3 façades avec jardin',
        'Grondplan 1: Maison 3 façades avec jardin',
      ],
      "2 foto's, 1 grondplan",
    ],
    [
      'en',
      [
        'Photo 1: Maison 3 façades avec jardin',
        'Photo 2: Maison 3 façades avec jardin',
        'Floor plan 1: Maison 3 façades avec jardin',
      ],
      '2 photos, 1 floor plan',
    ],
    [
      'de',
      [
        'Foto 1: Maison 3 façades avec jardin',
        'Foto 2: Maison 3 façades avec jardin',
        'Grundriss 1: Maison 3 façades avec jardin',
      ],
      '2 Fotos, 1 Grundriss',
    ],
  ] as const)('%s: is named a floor plan, after the photos, and counted apart', (language, [photo1, photo2, plan], count) => {
    const html = render(withPlan(language));
    // The large picture is the first photo, then the thumbnails: photos first, the floor plan last.
    expect(altsOf(html)).toEqual([photo1, photo1, photo2, plan]);
    // The lightbox's caption is the link's text.
    expect([...html.matchAll(/data-alt="([^"]*)"/g)].map((m) => m[1])).toEqual([photo1, photo1, photo2, plan]);
    expect(html).toContain(`<span class="gallery-count">${asHtml(count)}</span>`);
  });

  it('says "1 photo" and counts plans in the plural', () => {
    const html = render(withPlan('fr', [pictureOf(1), pictureOf(2, 'floorplan'), pictureOf(3, 'floorplan')]));
    expect(html).toContain('<span class="gallery-count">1 photo, 2 plans</span>');
    expect(altsOf(html).at(-1)).toBe('Plan 2 : Maison 3 façades avec jardin');
  });

  it('counts photos alone when there is no floor plan, as before', () => {
    const html = render(withPlan('nl', [pictureOf(1), pictureOf(2)]));
    expect(html).toContain(`<span class="gallery-count">${asHtml("2 foto's")}</span>`);
    expect(html).not.toContain('rondplan');
  });

  it('names a property with only a floor plan by it', () => {
    const html = render(withPlan('fr', [pictureOf(3, 'floorplan')]));
    expect(altsOf(html)).toEqual(['Plan 1 : Maison 3 façades avec jardin']);
    expect(html).not.toContain('gallery-count');
  });

  it('gives the JSON-LD a photo, not the floor plan listed before it', () => {
    const property = withPlan('fr');
    const [listing] = propertyJsonLd(
      { ...property, description: { excerpt: '' }, counts: {}, location: null } as unknown as Property,
      'https://agence.example',
      [],
    );
    expect(listing).toMatchObject({ image: `https://agence.example/media/11/${'1'.repeat(64)}/1360.jpg` });
  });
});
