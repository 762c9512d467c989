import { describe, expect, it } from 'vitest';
import { ALERT_MAIL_MAX_PROPERTIES, type ImageSet } from '../../schema/index.js';
import { alertMailLinksOf, alertMailPayload, mailPhotoOf } from '../../server/alerts/mail-payload.js';
import type { AlertMatch } from '../../server/alerts/new-matches.js';
import type { AlertProperty } from '../../server/alerts/published.js';
import { ALERT_MAIL_KIND, type renderAlertMail } from '../../server/mail/alert.js';
import { escapeHtml } from '../../server/mail/html.js';
import { renderVisitorMail } from '../../server/mail/visitor.js';

// The search alert's e-mails as they are rendered: every feed text escaped in the HTML, a text part
// saying the same, the links and headers of RFC 8058, photos a mail client shows.

const SITE = { siteName: "Immobilière de l'Eau d'Heure", siteUrl: 'https://www.eaudheure-immo.be' };
const digest = 'cd'.repeat(32);
const variant = (format: 'webp' | 'jpeg' | 'png', width: number) => ({
  format,
  width,
  height: Math.round((width * 2) / 3),
  path: `cd/${digest}/${width}.${format === 'jpeg' ? 'jpg' : format}`,
});
const image = (variants: ImageSet['variants']): ImageSet => ({
  digest,
  width: 1920,
  height: 1280,
  variants,
  thumbnail: variant('webp', 188),
  placeholder: 'x',
});

const HOSTILE = `Villa "Les <script>alert('x')</script>" & Fils`;

function property(id: number, change: Partial<AlertProperty> = {}): AlertProperty {
  return {
    id,
    goal: 'sale',
    status: 'active',
    typeIds: [1],
    title: `Maison ${id}`,
    url: `/fr/a-vendre/mettet/maison/${id}/`,
    address: { city: 'Mettet', zip: '5640' },
    price: { amount: 245_000, published: true, unit: null, unitText: null, formatted: '€ 245.000' },
    counts: { bedrooms: 3 },
    surfaces: { living: 140 },
    pictures: [{ image: image([variant('webp', 600), variant('jpeg', 600), variant('jpeg', 1360)]) }],
    ...change,
  };
}

const match = (p: AlertProperty, kind: AlertMatch<AlertProperty>['kind'] = 'new', formerPrice: number | null = null) => ({
  property: p,
  kind,
  formerPrice,
  events: [
    {
      id: `${p.id}:${kind}:2026-11-24T10:00:00.000Z`,
      kind: kind === 'back' ? ('status' as const) : kind,
      propertyId: p.id,
      at: '2026-11-24T10:00:00.000Z',
      price: 1,
      status: 'active' as const,
    },
  ],
  at: 0,
});

const ALERT = {
  id: 42,
  email: 'jean@example.test',
  language: 'fr',
  token: 'T0k3n_-abcdefghijklmnop',
  listUrl: null,
  goal: 'buy' as const,
};

function rendered(matches: ReturnType<typeof match>[], language = 'fr') {
  const payload = alertMailPayload({ ...ALERT, language }, matches, '2026-11-24T10:00:00.000Z', SITE.siteUrl);
  // Through JSON, as the outbox stores it.
  const submission = { id: 7, kind: ALERT_MAIL_KIND, language, payload: JSON.parse(JSON.stringify(payload)), createdAt: '' };
  const mail = renderVisitorMail(submission, SITE);
  if (!mail || !('html' in mail) || !mail.html) throw new Error('no alert e-mail rendered');
  // The links with the token are the payload's secrets (the outbox takes them out once delivered).
  const secretLinks = alertMailLinksOf(payload as unknown as Record<string, unknown>);
  if (!secretLinks) throw new Error('no links with the token in the payload');
  const links = { ...payload.links, ...secretLinks };
  return { payload: { ...payload, links }, mail: mail as ReturnType<typeof renderAlertMail> & object };
}

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" & 'single'`, '&quot;quoted&quot; &amp; &#39;single&#39;'],
    ['&amp; stays visible', '&amp;amp; stays visible'],
    ['Liège – € 245.000', 'Liège – € 245.000'],
  ])('%s', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe('the alert e-mail', () => {
  it('escapes a hostile title and city in the HTML, and keeps them readable in the text part', () => {
    const { mail } = rendered([match(property(1, { title: HOSTILE, address: { city: 'Mettet <b>', zip: '5640' } }))]);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Villa &quot;Les &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; &amp; Fils');
    expect(mail.html).toContain(`alt="Villa &quot;Les &lt;script&gt;`);
    expect(mail.text).toContain(HOSTILE);
    expect(mail.text).toContain('Mettet <b>');
  });

  it('names how many properties, has a card per property with its photo, price and former price, and links', () => {
    const { mail, payload } = rendered([
      match(property(1)),
      match(
        property(2, { price: { amount: 199_000, published: true, unit: null, unitText: null, formatted: '€ 199.000' } }),
        'price-drop',
        215_000,
      ),
    ]);
    expect(mail.to).toBe('jean@example.test');
    expect(mail.subject).toBe("2 biens pour votre recherche – Immobilière de l'Eau d'Heure");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('https://www.eaudheure-immo.be/fr/a-vendre/mettet/maison/1/');
      expect(part).toContain('Nouveau');
      expect(part).toContain('Prix en baisse');
      expect(part).toContain('€ 199.000');
      expect(part).toContain('au lieu de € 215.000');
    }
    // A JPEG for mail clients that show no WebP, the card's width or just above.
    expect(mail.html).toContain(`src="https://www.eaudheure-immo.be/media/cd/${digest}/600.jpg"`);
    expect(payload.links.manage).toBe('https://www.eaudheure-immo.be/fr/mon-alerte/?alert=42&token=T0k3n_-abcdefghijklmnop');
    expect(payload.links.unsubscribe).toBe(`${payload.links.manage}&unsubscribe=1`);
    expect(payload.links.list).toBe('https://www.eaudheure-immo.be/fr/a-vendre/');
    expect(mail.html).toContain(`href="${escapeHtml(payload.links.manage)}"`);
    expect(mail.html).toContain(`href="${escapeHtml(payload.links.unsubscribe)}"`);
    expect(mail.text).toContain(`Me désinscrire: ${payload.links.unsubscribe}`);
    expect(mail.text).toContain(`Modifier mon alerte: ${payload.links.manage}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://www.eaudheure-immo.be/api/alerts/unsubscribe?alert=42&token=T0k3n_-abcdefghijklmnop>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
  });

  it(`shows at most ${ALERT_MAIL_MAX_PROPERTIES} cards and counts the rest, in the alert's language`, () => {
    const many = Array.from({ length: ALERT_MAIL_MAX_PROPERTIES + 3 }, (_, i) => match(property(i + 1)));
    const { mail, payload } = rendered(many, 'nl');
    expect(payload.cards).toHaveLength(ALERT_MAIL_MAX_PROPERTIES);
    expect(payload.total).toBe(ALERT_MAIL_MAX_PROPERTIES + 3);
    expect(mail.subject).toMatch(/^15 panden voor uw zoekopdracht/);
    expect(mail.text).toContain('Nog 3 panden passen bij uw zoekopdracht.');
    expect(payload.links.manage).toContain('/nl/mijn-zoekopdracht/?');
    expect(payload.links.list).toBe('https://www.eaudheure-immo.be/nl/te-koop/');
  });

  it('renders nothing from a damaged payload (the outbox shows the failure, nothing half-written goes)', () => {
    const submission = { id: 7, kind: ALERT_MAIL_KIND, language: 'fr', payload: { email: 'x@example.test' }, createdAt: '' };
    expect(renderVisitorMail(submission, SITE)).toBeNull();
  });
});

describe('mailPhotoOf', () => {
  const url = (name: string) => `https://www.eaudheure-immo.be/media/cd/${digest}/${name}`;
  it.each([
    [
      'the smallest JPEG as wide as the card',
      [variant('webp', 600), variant('jpeg', 600), variant('jpeg', 1360)],
      url('600.jpg'),
    ],
    ['a PNG as well', [variant('webp', 1360), variant('png', 1360)], url('1360.png')],
    ['the widest JPEG when all are narrower', [variant('webp', 1360), variant('jpeg', 400)], url('400.jpg')],
    ['WebP when there is nothing else', [variant('webp', 400), variant('webp', 600), variant('webp', 1360)], url('600.webp')],
  ] as const)('%s', (_name, variants, expected) => {
    expect(mailPhotoOf(image([...variants]), 'https://www.eaudheure-immo.be')?.url).toBe(expected);
  });
  it('none without an image', () => {
    expect(mailPhotoOf(null, 'https://www.eaudheure-immo.be')).toBeNull();
  });
});

describe('the confirmation e-mail (double opt-in)', () => {
  it('links to the alert page with the key and confirm=1, in HTML and text, in the visitor language', () => {
    const submission = {
      id: 9,
      kind: 'save-search',
      language: 'nl',
      payload: { email: 'an@example.test', unsubscribeToken: 'abcdefghijklmnopqrstuvwx', alertId: 5 },
      createdAt: '',
    };
    const mail = renderVisitorMail(submission, SITE);
    const link = 'https://www.eaudheure-immo.be/nl/mijn-zoekopdracht/?alert=5&token=abcdefghijklmnopqrstuvwx&confirm=1';
    expect(mail).toMatchObject({ to: 'an@example.test', subject: 'Bevestig uw zoekopdracht' });
    expect(mail?.text).toContain(link);
    expect(mail && 'html' in mail && mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail?.text).toContain('Deze link is 7 dagen geldig.');
  });
});
