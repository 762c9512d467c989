import { describe, expect, it } from 'vitest';
import { cutTemplate, encodeTemplate, fillTemplate, fillTemplateBytes, NUMBER_PART } from '../../../site/build/page-template.js';

// A list's numbered pages are filled from a model page cut at its parts and its number
// (site/build/page-template.ts); a model that is not made of those parts gives no template.

const pageOf = (number: string, body: string, links: string) =>
  `<title>List – page ${number}/9</title><a href="/list/page/${number}/">x</a><main>${body}</main>${links}<footer>${number}</footer>`;

describe('page template', () => {
  it("makes each page from the model's HTML with that page's parts and number", () => {
    const template = cutTemplate(
      pageOf('9999', '<ul>none</ul>', '<nav>9999 of 9</nav>'),
      {
        body: '<ul>none</ul>',
        links: '<nav>9999 of 9</nav>',
      },
      '9999',
    );
    expect(template).toBeDefined();
    const parts = { body: '<ul><li>A</li><li>B</li></ul>', links: '<nav>3 of 9</nav>', [NUMBER_PART]: '3' };
    expect(fillTemplate(template ?? [], parts)).toBe(pageOf('3', parts.body, parts.links));
  });

  it('gives no template when a part is missing from the model, or there more than once, or two parts overlap', () => {
    const html = pageOf('9999', '<ul>none</ul>', '<nav>links</nav>');
    expect(cutTemplate(html, { body: '<ul>other</ul>' }, '9999')).toBeUndefined();
    expect(cutTemplate(`${html}<ul>none</ul>`, { body: '<ul>none</ul>' }, '9999')).toBeUndefined();
    expect(cutTemplate(html, { body: '<main><ul>none</ul>', inner: 'none</ul></main>' }, '9999')).toBeUndefined();
    expect(cutTemplate(html, { body: '' }, '9999')).toBeUndefined();
  });

  it('refuses to fill a template without one of its parts', () => {
    const template = cutTemplate(pageOf('9999', '<ul></ul>', '<nav></nav>'), { body: '<ul></ul>' }, '9999') ?? [];
    expect(() => fillTemplate(template, { [NUMBER_PART]: '2' })).toThrow(/part "body"/);
    expect(() => fillTemplateBytes(encodeTemplate(template), { [NUMBER_PART]: '2' })).toThrow(/part "body"/);
  });

  it("makes a page's bytes from the encoded template: the UTF-8 of its text, characters beyond Latin-1 and ASCII on either side of every cut", () => {
    // Accents, a euro sign, typographic quotes and a character outside the BMP (a surrogate pair) in
    // the model's text, in the parts and right beside the cuts.
    const model = (number: string, body: string, links: string) =>
      `<title>Biens à louer – page ${number}/9 €</title><p>l’été 🏠${number}🏠</p><main>${body}</main>é${links}…`;
    const template = cutTemplate(
      model('9999', '<ul>aucun</ul>', '<nav>9999</nav>'),
      { body: '<ul>aucun</ul>', links: '<nav>9999</nav>' },
      '9999',
    );
    expect(template).toBeDefined();
    const parts = {
      body: '<ul><li>Château – 1 200 €</li><li>🏡 “Gîte”</li></ul>',
      links: '<nav>3 › 9</nav>',
      [NUMBER_PART]: '3',
    };
    const text = fillTemplate(template ?? [], parts);
    expect(text).toBe(model('3', parts.body, parts.links));
    expect(fillTemplateBytes(encodeTemplate(template ?? []), parts).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });
});
