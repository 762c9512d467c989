import { describe, expect, it } from 'vitest';
import { checkHttpUrl, checkPictureUrl } from '../../../pipeline/derive/feed-url.js';

// DESIGN.md (Dependency rules): feed URLs are hostile; only http(s) links leave the pipeline.
describe('checkHttpUrl', () => {
  it.each([
    ['https://www.agence.be/', true],
    [' http://docs.example.be/a.pdf ', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['file:///etc/passwd', false],
    ['ftp://files.example.be/a', false],
    ['https://user:pw@example.be/', false],
    ['www.agence.be', false],
    ['', false],
  ])('%j → %s', (url, ok) => {
    expect(checkHttpUrl(url).ok).toBe(ok);
  });
});

describe('checkPictureUrl', () => {
  it.each([
    ['https://photos.example.be/a.jpg', true],
    ['../photos/a.jpg', true],
    ['photos/a.jpg', true],
    ['/etc/passwd', false],
    ['//evil.example/a.jpg', false],
    ['C:\\photos\\a.jpg', false],
    ['c:/photos/a.jpg', false],
    ['\\\\server\\share\\a.jpg', false],
    ['..\\..\\a.jpg', false],
    ['file:///etc/passwd', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['a\u0000.jpg', false],
  ])('%j → %s', (url, ok) => {
    expect(checkPictureUrl(url).ok).toBe(ok);
  });
});
