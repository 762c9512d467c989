import { describe, expect, it } from 'vitest';
import { cleanFileName } from '../../server/api/cv-type.js';
import { JSON_MAX_DEPTH, nestedDeeperThan } from '../../server/api/json-body.js';

// The API's bounds that are pure functions: the depth scan before JSON.parse, and the CV's name.

describe('nestedDeeperThan', () => {
  const nest = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it(`allows ${JSON_MAX_DEPTH} levels and refuses one more, arrays and objects alike`, () => {
    expect(nestedDeeperThan(nest(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nest(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    expect(nestedDeeperThan(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`, JSON_MAX_DEPTH)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(JSON.stringify({ text: '['.repeat(100) }), 2)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ text: `"\\${'{'.repeat(100)}` }), 2)).toBe(false);
    expect(nestedDeeperThan(`{"a":"\\"",${'"b":[[[1]]]'}}`, 3)).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    expect(nestedDeeperThan(JSON.stringify(Array.from({ length: 10_000 }, () => [[1]])), 3)).toBe(false);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['cv.pdf', 'pdf', 'cv.pdf'],
    ['CV Amélie.PDF', 'pdf', 'CV Amélie.pdf'],
    ['cv.pdf', 'docx', 'cv.docx'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\cv.doc', 'doc', 'cv.doc'],
    ['evil\r\nX: 1\u202E.exe', 'pdf', 'evil X 1.pdf'],
    ['...', 'odt', 'cv.odt'],
    ['', 'pdf', 'cv.pdf'],
    ['<script>.pdf', 'pdf', 'script.pdf'],
  ])('%j as a %s is %j', (name, extension, clean) => expect(cleanFileName(name, extension)).toBe(clean));

  it('bounds the length, keeping the extension', () => {
    const name = cleanFileName(`${'a'.repeat(500)}.pdf`, 'pdf');
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});
