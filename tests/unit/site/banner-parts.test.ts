import { describe, expect, it } from 'vitest';
import { fillTotals } from '../../../site/data/fill-totals.js';
import { textColourOn } from '../../../site/theme/contrast.js';
import { galleryKeyframes } from '../../../site/theme/gallery-keyframes.js';

describe('galleryKeyframes', () => {
  it('fades each image after the first in over 500 ms, holds it for its interval, in turn', () => {
    const css = galleryKeyframes(3, 6000);
    // 18 s cycle: 500 ms is 2.778 %, 6 s is 33.333 %, 6.5 s is 36.111 %.
    expect(css).toContain(
      '@keyframes hero-fade{0%{opacity:0}2.778%{opacity:1}33.333%{opacity:1}36.111%{opacity:0}100%{opacity:0}}',
    );
    expect(css).toContain(':not(:first-of-type){animation:hero-fade 18000ms linear infinite backwards}');
    expect(css).toContain('.hero-slide:nth-of-type(2){animation-delay:6000ms}');
    expect(css).toContain('.hero-slide:nth-of-type(3){animation-delay:12000ms}');
    expect(css).not.toContain('nth-of-type(4)');
  });

  it('keeps two images apart by their interval', () => {
    const css = galleryKeyframes(2, 4000);
    expect(css).toContain('6.250%{opacity:1}50.000%{opacity:1}56.250%{opacity:0}');
    expect(css).toContain('nth-of-type(2){animation-delay:4000ms}');
  });
});

describe('textColourOn', () => {
  it.each([
    ['#1f4e5f', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#b3261e', '#ffffff'],
    ['#ffffff', '#1d2a30'],
    ['#f4f6f7', '#1d2a30'],
    ['#c8a045', '#1d2a30'],
    ['#ffd400', '#1d2a30'],
  ])('reads best on %s in %s', (background, text) => {
    expect(textColourOn(background)).toBe(text);
  });
});

describe('fillTotals', () => {
  it('replaces every placeholder of §2 and leaves other braces alone', () => {
    expect(
      fillTotals('{FOR_SALE_TOTAL} à vendre, {FOR_RENT_TOTAL} à louer ({FOR_SALE_TOTAL}) {OTHER}', { forSale: 58, forRent: 0 }),
    ).toBe('58 à vendre, 0 à louer (58) {OTHER}');
  });
});
