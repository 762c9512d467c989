import { describe, expect, it } from 'vitest';
import { pathOf, withoutAddresses } from '../../server/log/scrub.js';

// What a log line keeps of a text another party wrote (an SMTP refusal) and of a request's URL.

describe('withoutAddresses', () => {
  it.each([
    ['550 5.1.1 <amélie.3f2a@example.test>: Recipient address rejected', '550 5.1.1 <[e-mail]>: Recipient address rejected'],
    ['to friend.ab12@exa-mple.co.uk and Jan.Peeters+x@agence.be', 'to [e-mail] and [e-mail]'],
    // A scoped package in a stack trace is no address.
    [
      'at run (/opt/vitrine/node_modules/@fastify/static/index.js:99:22)',
      'at run (/opt/vitrine/node_modules/@fastify/static/index.js:99:22)',
    ],
  ])('%s', (text, kept) => {
    expect(withoutAddresses(text)).toBe(kept);
  });
});

describe('pathOf', () => {
  it.each([
    ['/fr/connexion/?token=abc123', '/fr/connexion/'],
    ['/api/alerts/7?alert=7&token=abc', '/api/alerts/7'],
    ['/fr/a-vendre/', '/fr/a-vendre/'],
  ])('%s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});
