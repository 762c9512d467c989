import { describe, expect, it } from 'vitest';
import { cutTemplate, fillTemplate, NUMBER_PART } from '../../../site/build/page-template.js';

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
  });
});
