import { describe, expect, it } from 'vitest';
import { cleanLine, stripInvisible } from '../../../pipeline/derive/clean-text.js';
import { truncateHtml } from '../../../pipeline/derive/truncate-html.js';

describe('cleanLine (one-line feed texts)', () => {
  it.each([
    ['clean text untouched', 'Rue de la Gare 12', 'Rue de la Gare 12', 0],
    ['RLO override', 'abc\u202Edef', 'abcdef', 1],
    ['isolates and marks', '\u2066a\u2069\u200Eb\u200F\u061C', 'ab', 1],
    ['zero-width and BOM', '\uFEFFa\u200Bb\u200Cc\u200Dd\u2060', 'abcd', 1],
    ['C0 and C1 controls', 'a\u0000b\u001Bc\u007Fd\u0085e\u009F', 'abcd e', 2],
    ['line breaks', 'a\r\nb\nc\u2028d', 'a b c d', 1],
    ['entities decoded', 'Tom &amp; Jerry', 'Tom & Jerry', 0],
    ['tags dropped', '<b>Villa</b> <script>x</script>', 'Villa', 1],
    ['a decoded tag cannot reappear', '&lt;script&gt;x', '< script>x', 0],
    ['no tag once an override between "<" and a letter goes', '<<script>script>\u202Eevil', '<', 2],
    ['nor once a decoded override goes', '&lt;&#x202E;evil', '< evil', 1],
    ['lone surrogate replaced', 'a\uD800b', 'a\uFFFDb', 0],
    ['nothing visible', '\u200B \u202E', null, 1],
  ])('%s', (_, input, text, kinds) => {
    const clean = cleanLine(input);
    expect(clean.text).toBe(text);
    expect(clean.changes).toHaveLength(kinds); // kinds of change, each one line of the report
  });

  it('cuts a long text at a word', () => {
    expect(cleanLine(`${'mot '.repeat(30)}fin`, 50).text).toBe(`${'mot '.repeat(12).trim()}…`);
  });
});

describe('stripInvisible', () => {
  it('counts what it removes', () => {
    expect(stripInvisible('a\u202Eb\u200B')).toEqual({ text: 'ab', removed: 2 });
  });
});

describe('truncateHtml', () => {
  it.each([
    ['short HTML unchanged', '<p>Belle maison</p>', 50, '<p>Belle maison</p>'],
    [
      'cut at a word past 80 %, tags closed',
      '<p>Belle <strong>maison lumineuse</strong> et calme</p>',
      25,
      '<p>Belle <strong>maison lumineuse</strong>…</p>',
    ],
    [
      'cut hard before 80 %',
      '<p>Belle <strong>maison lumineuse</strong></p>',
      20,
      '<p>Belle <strong>maison lumineu…</strong></p>',
    ],
    ['entity counts as one character', '<p>a &amp; b &amp; c</p>', 3, '<p>a &amp;…</p>'],
    ['a long word is cut hard', '<p>abcdefghijklmnop</p>', 5, '<p>abcde…</p>'],
  ])('%s', (_, html, max, expected) => {
    expect(truncateHtml(html, max)).toBe(expected);
  });
});
