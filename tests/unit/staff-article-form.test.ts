import { describe, expect, it } from 'vitest';
import type { Article } from '../../schema/index.js';
import { articleFields, articleFromFields, bodyBlocks, bodyText } from '../../server/staff/content/article-form.js';

// The article form's plain text and the blocks the site renders: every block kind written and read
// back the same, a language that is not enabled kept as it was.

describe("the article form's text", () => {
  it('reads paragraphs, sub-headings and lists, and writes them back the same', () => {
    const text = '## Samedi\n\nUn paragraphe\nsur deux lignes.\n\n- café\n- visite\n\n\n\nFin.';
    const blocks = bodyBlocks(text);
    expect(blocks).toEqual([{ heading: 'Samedi' }, 'Un paragraphe sur deux lignes.', { list: ['café', 'visite'] }, 'Fin.']);
    expect(bodyBlocks(bodyText(blocks))).toEqual(blocks);
    expect(bodyBlocks('\r\n  \r\n')).toEqual([]);
  });

  it('reads a photo alone on its lines, and only there', () => {
    const text =
      'Avant.\n\n![La façade, côté rue](images/uploads/0123456789abcdef.jpg)\n\nVoyez ![ceci](images/uploads/x.jpg) en ligne.';
    const blocks = bodyBlocks(text);
    expect(blocks).toEqual([
      'Avant.',
      { image: 'images/uploads/0123456789abcdef.jpg', alt: 'La façade, côté rue' },
      // Inside a paragraph it is text (and its link a refused one, which the save names).
      'Voyez ![ceci](images/uploads/x.jpg) en ligne.',
    ]);
    expect(bodyBlocks(bodyText(blocks))).toEqual(blocks);
  });

  it('takes the enabled languages from the form and keeps the others', () => {
    const before = {
      id: 'a',
      category: 'news',
      title: { fr: 'Titre', nl: 'Titel', de: 'Titel de' },
      summary: { fr: 'R', nl: 'S', de: 'Z' },
      body: { fr: ['p'], nl: ['p'], de: ['p'] },
      date: '2026-01-02',
    } as unknown as Article;
    const fields = articleFields(before, ['fr', 'nl']);
    expect(fields['title.de']).toBeUndefined();
    const after = articleFromFields({ ...fields, 'title.nl': 'Nieuwe titel', 'summary.fr': '' }, ['fr', 'nl'], before) as {
      title: Record<string, string>;
      summary: Record<string, string>;
    };
    expect(after.title).toEqual({ fr: 'Titre', nl: 'Nieuwe titel', de: 'Titel de' });
    // An emptied field is left out: the schema names it as missing.
    expect(after.summary).toEqual({ nl: 'S', de: 'Z' });
  });
});
