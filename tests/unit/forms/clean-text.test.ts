import { describe, expect, it } from 'vitest';
import { hasLink, oneLine, paragraphs, validateForm } from '../../../schema/index.js';
import { validBody } from '../../support/form-bodies.js';

// What a visitor's text may hold (schema/forms/clean-text.ts): one-line fields lose line breaks
// and control characters, in the browser's check as in the server's; send-to-friend's texts hold
// no links.

describe('oneLine and paragraphs', () => {
  it.each([
    ['Amélie\r\nemail: x', 'Amélie email: x'],
    ['a\rb\nc', 'a b c'],
    ['a\u2028b\u2029c\u0085d', 'a b c d'],
    ['a\0b\u001bc\u007fd', 'a b c d'],
    ['evil\u202Efdp.exe', 'evil fdp.exe'],
    ['tab\there', 'tab here'],
    ['Ça va, Zoë 😀', 'Ça va, Zoë 😀'],
  ])('oneLine(%j) is %j', (text, clean) => expect(oneLine(text)).toBe(clean));

  it('keeps the lines of a paragraph, every line end made LF, and drops other control characters', () => {
    expect(paragraphs('a\r\nb\rc\u2028d\u2029e\u0085f\vg\fh')).toBe('a\nb\nc\nd\ne\nf\ng\nh');
    expect(paragraphs('a\0b\u001bc\td')).toBe('abc\td');
  });
});

describe('hasLink', () => {
  it.each([
    'https://spam.example',
    'voir www.spam.example',
    'spam-pharma.com',
    'Spam.Example.CO.UK/offre',
    'promo@spam.example',
    'ftp://x',
    'http://192.0.2.7/x',
    '192.0.2.7',
    'xn--80ak6aa92e.com',
  ])('finds one in %j', (text) => expect(hasLink(text)).toBe(true));

  it.each([
    'Regarde le jardin ! Et la cuisine.',
    'Prix : 245.000 €, 3 ch.',
    'Rdv à 14.30, ok ?',
    'Jean-Pierre Dubois',
    "C'est bien. Merci",
    'e.g. le salon',
  ])('finds none in %j', (text) => expect(hasLink(text)).toBe(false));
});

describe('the shared schemas', () => {
  it('remove line breaks from one-line fields and keep them in a message', () => {
    const checked = validateForm(
      'site-contact',
      {
        ...validBody('site-contact', 'fr'),
        firstName: ' Amélie\r\n',
        lastName: 'Lambotte\u2028Bcc',
        message: 'Un\r\nDeux',
        captcha: 'x',
      },
      'fr',
    );
    expect(checked.ok && checked.data).toMatchObject({ firstName: 'Amélie', lastName: 'Lambotte Bcc', message: 'Un\nDeux' });
  });

  it('refuse an e-mail address with a line break in it', () => {
    const checked = validateForm(
      'newsletter',
      { ...validBody('newsletter', 'fr'), email: 'a@b.test\nBcc: c@d.test', captcha: 'x' },
      'fr',
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && !checked.spam && checked.errors.email).toBe('Votre adresse mail est invalide');
  });

  it("refuse links in send-to-friend's note and names, and a note over 300 characters", () => {
    const base = { ...validBody('send-to-friend', 'de'), captcha: 'x' };
    const errors = (body: Record<string, unknown>) => {
      const checked = validateForm('send-to-friend', body, 'de');
      return checked.ok || checked.spam ? {} : checked.errors;
    };
    expect(errors({ ...base, note: 'siehe spam.example' }).note).toBe('Links und Webadressen sind hier nicht erlaubt');
    expect(errors({ ...base, firstName: 'www.spam.example' }).firstName).toBe('Links und Webadressen sind hier nicht erlaubt');
    expect(errors({ ...base, note: 'x'.repeat(301) }).note).toBe('Dieser Wert ist ungültig');
    expect(errors({ ...base, note: 'Schau dir den Garten an!\nBis bald.' })).toEqual({});
  });
});
