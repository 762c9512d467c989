import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inlineParts, isAllowedLink, refusedLinks } from '../../schema/inline-text.js';
import { ArticleBody } from '../../site/components/ArticleBody.js';
import { HOSTILE_TEXTS } from '../support/feed-arbitraries.js';
import { injectedMarkup } from '../support/injected-markup.js';

// An article's marks (issue 45): emphasis, bold and links, nothing else of Markdown, and no link a
// browser would follow anywhere but to a page of the site or an https, http, mailto or tel address.

const html = (text: string) => renderToStaticMarkup(createElement(ArticleBody, { blocks: [text] }));

describe('inlineParts', () => {
  it('reads emphasis, bold and links, nested', () => {
    expect(inlineParts('A *word*, **bold** and [our *office*](/fr/contact/).')).toEqual([
      'A ',
      { em: ['word'] },
      ', ',
      { strong: ['bold'] },
      ' and ',
      { link: '/fr/contact/', parts: ['our ', { em: ['office'] }] },
      '.',
    ]);
  });

  it('leaves every other text as it is: HTML, entities, an unclosed mark, a backslashed one', () => {
    for (const text of ['<b>x</b> &amp; &lt;', '*unclosed', '# not a heading', '`code`', 'a_b_c'])
      expect(inlineParts(text)).toEqual([text]);
    expect(inlineParts('\\*not emphasis\\*')).toEqual(['*not emphasis*']);
  });

  it('keeps only the text of a link that may not be followed, and a save names it', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      '//evil.test/',
      'vbscript:x',
      'page.html',
    ]) {
      expect(inlineParts(`see [this](${href}) now`), href).toEqual(['see this now']);
      expect(refusedLinks(`see [this](${href}) now`), href).toHaveLength(1);
    }
    expect(refusedLinks('[a](https://www.immo.be/x) [b](mailto:info@agence.be) [c](tel:+3271214365) [d](/nl/contact/)')).toEqual(
      [],
    );
  });

  it('decides a link by its scheme or its site path', () => {
    expect(['/fr/', 'https://a.be', 'http://a.be', 'mailto:a@b.be', 'tel:+32'].every(isAllowedLink)).toBe(true);
    expect(['//a.be', '/\\a.be', 'ftp://a.be', 'javascript:x', 'x', ''].some(isAllowedLink)).toBe(false);
  });
});

describe('ArticleBody with marks', () => {
  it('renders them as elements, an outside link with noopener', () => {
    expect(html('*a* **b** [c](https://www.immo.be/) [d](/fr/contact/)')).toBe(
      '<div class="article-body"><p><em>a</em> <strong>b</strong> <a href="https://www.immo.be/" rel="noopener noreferrer">c</a> <a href="/fr/contact/">d</a></p></div>',
    );
  });

  it('makes no markup of a hostile text, alone or inside marks and links', () => {
    for (const hostile of HOSTILE_TEXTS) {
      for (const text of [hostile, `*${hostile}*`, `[${hostile}](/fr/)`, `[x](${hostile})`, `**[${hostile}](${hostile})**`])
        expect(injectedMarkup(html(text)), text).toEqual([]);
    }
  });

  it('makes no markup of any text at all', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom('*', '**', '[', '](', ')', 'javascript:', '<', '>', '"', '\\', ...HOSTILE_TEXTS), fc.string()),
          { maxLength: 12 },
        ),
        (parts) => {
          expect(injectedMarkup(html(parts.join('')))).toEqual([]);
        },
      ),
    );
  });
});
