import { describe, expect, it } from 'vitest';
import { excerpt, plainText, sanitizeHtml, sanitizeHtmlReport } from '../../../pipeline/derive/clean-description.js';

const LINK = 'rel="noopener nofollow" target="_blank"';

describe('sanitizeHtmlReport', () => {
  it.each<[string, string, string, string[]]>([
    [
      'allowed formatting kept',
      '<p>Belle <strong>maison</strong><br>3 <em>ch.</em></p>',
      '<p>Belle <strong>maison</strong><br />3 <em>ch.</em></p>',
      [],
    ],
    ['lists and headings kept', '<h3>Atouts</h3><ul><li>jardin</li></ul>', '<h3>Atouts</h3><ul><li>jardin</li></ul>', []],
    [
      'script removed with its content, onclick removed',
      '<p onclick="x()">A</p><script>alert(1)</script>',
      '<p>A</p>',
      ['attribute:onclick', 'script'],
    ],
    [
      'style removed with its content, div unwrapped',
      '<style>p{}</style><div class="c">A</div>',
      'A',
      ['attribute:class', 'div', 'style'],
    ],
    ['iframe removed with its content', '<iframe src="https://evil.example">x</iframe>B', 'B', ['attribute:src', 'iframe']],
    ['xmp removed with its content', '<xmp><a href="javascript:alert(1)">x</a></xmp>B', 'B', ['xmp']],
    [
      // A browser reads everything up to </noscript> as its text; the parser closed it at </p> (before 2.18).
      'noscript removed up to its own end tag, as a browser reads it',
      '<p><noscript></p><a href="https://e.example">hidden</a></noscript>after</p>',
      '<p></p>after<p></p>',
      ['noscript'],
    ],
    [
      'span and font unwrapped',
      '<span style="color:red">A <font face="x">B</font></span>',
      'A B',
      ['attribute:face', 'attribute:style', 'font', 'span'],
    ],
    ['h1 unwrapped', '<h1>Titre</h1>', 'Titre', ['h1']],
    [
      'https link kept with rel and target',
      '<a href="https://www.commune.be">commune</a>',
      `<a href="https://www.commune.be" ${LINK}>commune</a>`,
      [],
    ],
    ['mailto link kept', '<a href="mailto:info@agence.be">mail</a>', `<a href="mailto:info@agence.be" ${LINK}>mail</a>`, []],
    ['tel link kept', '<a href="tel:+3271123456">tel</a>', `<a href="tel:+3271123456" ${LINK}>tel</a>`, []],
    [
      'feed rel, target and title replaced',
      '<a href="http://x.be" target="_self" rel="me" title="t">x</a>',
      `<a href="http://x.be" ${LINK}>x</a>`,
      ['attribute:rel', 'attribute:target', 'attribute:title'],
    ],
    ['javascript: link unwrapped', '<a href="javascript:alert(1)">x</a>', 'x', ['a', 'attribute:href']],
    ['obfuscated javascript: link unwrapped', '<a href=" java\tscript:alert(1)">x</a>', 'x', ['a', 'attribute:href']],
    ['relative link unwrapped', '<a href="/fr/page">x</a>', 'x', ['a', 'attribute:href']],
    ['protocol-relative link unwrapped', '<a href="//evil.example">x</a>', 'x', ['a', 'attribute:href']],
    ['anchor without href unwrapped', '<a name="top">x</a>', 'x', ['a', 'attribute:name']],
    ['img removed', '<img src=x onerror=alert(1)>C', 'C', ['attribute:onerror', 'attribute:src', 'img']],
    ['entities stay encoded in HTML', '<p>Tom &amp; Jerry &lt;3</p>', '<p>Tom &amp; Jerry &lt;3</p>', []],
    ['empty', '', '', []],
  ])('%s', (_, html, clean, removed) => {
    expect(sanitizeHtmlReport(html)).toEqual({ html: clean, removed });
    expect(sanitizeHtml(html)).toBe(clean);
  });
});

describe('plainText', () => {
  it.each([
    ['<p>Bel &amp; caf&eacute;</p><p>Deux</p>', 'Bel & café Deux'],
    ['a<br>b', 'a b'],
    ['a<br/>b', 'a b'],
    ['<ul><li>un</li><li>deux</li></ul>fin', 'un deux fin'],
    ['<h3>Titre</h3>Texte', 'Titre Texte'],
    ['<strong>mai</strong>son', 'maison'],
    ['&#233;t&#xE9; &lt;3&gt; &quot;x&quot;', 'été <3> "x"'],
    ['&amp;lt; stays literal', '&lt; stays literal'],
    ['a&nbsp;&nbsp;b\n\n\tc', 'a b c'],
    ['<script>x</script>  texte  <style>p{}</style>', 'texte'],
  ])('%j → %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('excerpt (§9: 250 characters, cut at a word if past 80 %)', () => {
  const word = (n: number, c = 'a') => c.repeat(n);
  it.each([
    ['short text kept whole', 'Une maison.', 250, 'Une maison.'],
    ['exactly max kept whole', word(250), 250, word(250)],
    ['exactly max kept whole, with its punctuation', `${word(249)}.`, 250, `${word(249)}.`],
    ['max + 1 without a space is cut hard', word(251), 250, `${word(250)}…`],
    ['no space at all is cut hard', word(400), 250, `${word(250)}…`],
    ['a space past 80 % moves the cut back to it', `${word(201)} ${word(60, 'b')}`, 250, `${word(201)}…`],
    ['a space at exactly 80 % does not', `${word(200)} ${word(60, 'b')}`, 250, `${word(200)} ${word(49, 'b')}…`],
    ['a cut that falls on a word end keeps the word', `${word(250)} suite`, 250, `${word(250)}…`],
    ['a space as last kept character is trimmed', `${word(249)} suite`, 250, `${word(249)}…`],
    ['trailing punctuation goes', `${word(220)}, ${word(40, 'b')}`, 250, `${word(220)}…`],
    ['an emoji at the end counts two units', `${word(249)}😀`, 251, `${word(249)}😀`],
    ['a half surrogate pair at the cut goes', `${word(249)}😀 fin`, 250, `${word(249)}…`],
    ['a shorter max', 'Maison de maître avec jardin', 19, 'Maison de maître…'],
  ])('%s', (_, text, max, cut) => {
    expect(excerpt(text, max)).toBe(cut);
  });
  it('defaults to 250 characters', () => {
    expect(excerpt(word(300))).toBe(`${word(250)}…`);
  });
});
