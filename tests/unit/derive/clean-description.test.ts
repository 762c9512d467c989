import { describe, expect, it } from 'vitest';
import { excerpt, plainText, sanitizeHtmlReport } from '../../../pipeline/derive/clean-description.js';

describe('sanitizeHtmlReport', () => {
  it.each([
    ['<p>Belle <strong>maison</strong></p>', '<p>Belle <strong>maison</strong></p>', []],
    ['<p onclick="x()">A</p><script>alert(1)</script>', '<p>A</p>', ['attribute:onclick', 'script']],
    ['<style>p{}</style><div class="c">A</div>', 'A', ['attribute:class', 'div', 'style']],
    ['<iframe src="https://evil.example">x</iframe>B', 'B', ['attribute:src', 'iframe']],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener nofollow" target="_blank">x</a>', ['link:unsafe-href']],
    [
      '<a href="https://www.commune.be">commune</a>',
      '<a href="https://www.commune.be" rel="noopener nofollow" target="_blank">commune</a>',
      [],
    ],
    ['<img src=x onerror=alert(1)>C', 'C', ['attribute:onerror', 'attribute:src', 'img']],
  ])('%j', (html, clean, removed) => {
    expect(sanitizeHtmlReport(html)).toEqual({ html: clean, removed });
  });
});

describe('plainText', () => {
  it.each([
    ['<p>Bel &amp; caf&eacute;</p><p>Deux</p>', 'Bel & café Deux'],
    ['a<br>b', 'a b'],
    ['<ul><li>un</li><li>deux</li></ul>', 'un deux'],
    ['&#233;t&#xE9; &lt;3&gt;', 'été <3>'],
    ['<script>x</script>  texte  ', 'texte'],
  ])('%j → %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('excerpt (§9: 250 characters, cut at a word if past 80 %)', () => {
  const word = (n: number, c = 'a') => c.repeat(n);
  it.each([
    ['short text kept whole', 'Une maison.', 250, 'Une maison.'],
    ['exactly max kept whole', word(250), 250, word(250)],
    ['max + 1 without a space is cut hard', word(251), 250, `${word(250)}…`],
    ['a space past 80 % moves the cut back to it', `${word(210)} ${word(60, 'b')}`, 250, `${word(210)}…`],
    ['a space at exactly 80 % does not', `${word(200)} ${word(60, 'b')}`, 250, `${word(200)} ${word(49, 'b')}…`],
    ['a cut that falls on a word end keeps the word', `${word(250)} suite`, 250, `${word(250)}…`],
    ['trailing punctuation goes', `${word(220)}, ${word(40, 'b')}`, 250, `${word(220)}…`],
    ['a shorter max', 'Maison de maître avec jardin', 19, 'Maison de maître…'],
  ])('%s', (_, text, max, cut) => {
    expect(excerpt(text, max)).toBe(cut);
  });
});
