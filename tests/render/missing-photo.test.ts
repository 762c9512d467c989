import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Photo } from '../../site/components/Photo.js';

// A photo whose variants could not be made (a corrupt file, a sync run with --no-images) leaves a
// block of the same shape: an image to a screen reader only when it has a text of its own.

const missing = (alt: string) => renderToStaticMarkup(createElement(Photo, { image: null, alt, sizes: '100vw' }));

describe('a photo without variants', () => {
  it("is an image named by its text when it has one (a property's photo)", () => {
    expect(missing('Maison à Mettet')).toBe('<div class="photo-missing" role="img" aria-label="Maison à Mettet"></div>');
  });

  it('is hidden from screen readers when it is decorative (a banner: axe refuses an image with an empty name)', () => {
    const html = missing('');
    expect(html).toBe('<div class="photo-missing" aria-hidden="true"></div>');
    expect(html).not.toContain('role=');
  });
});
