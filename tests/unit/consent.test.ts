import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  classifyReferrer,
  consentDefault,
  consentSchema,
  consentState,
  cookiesOf,
  isPreview,
  LANGUAGE_COOKIE,
  needsConsent,
  optionalCategories,
  pageViewSchema,
  REFERRER_CLASSES,
  REFERRER_HOSTS,
  tagOrigins,
  trackingSchema,
} from '../../schema/index.js';
import { memoryWindowCounter } from '../../server/api/window-counter.js';
import { cspDirectives } from '../../server/csp.js';
import { inlineSource } from '../../site/components/inline-source.js';

// §4 cookie consent, §9's Consent Mode constants, the page-view beacon's referrer classes and body.

const noIds = trackingSchema.parse({});
const defaults = consentSchema.parse({});

describe('Consent Mode state (§4 consent options)', () => {
  it.each([
    [['necessary'], { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    [
      ['necessary', 'analytics'],
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ],
    [
      ['necessary', 'marketing'],
      { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
    [
      ['necessary', 'social', 'unclassified'],
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ],
    [
      ['necessary', 'analytics', 'marketing', 'social', 'unclassified'],
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
  ])('%j → %j', (granted, state) => {
    expect(consentState(granted)).toEqual(state);
  });

  it('defaults to everything denied, waiting 500 ms for the update (§9)', () => {
    expect(consentDefault()).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      wait_for_update: 500,
    });
  });
});

describe('preview paths skip consent (§6)', () => {
  it.each([
    ['/preview/fr/', '', true],
    ['/fr/', '?preview', true],
    ['/fr/', '?a=1&preview=1', true],
    ['/fr/', '', false],
    ['/fr/previews/', '', false],
    ['/fr/', '?previewed=1', false],
  ])('%s%s → %s', (path, search, expected) => {
    expect(isPreview(path, search)).toBe(expected);
  });
});

describe('referrer class of the page-view beacon', () => {
  const own = 'www.eaudheure-immo.be';
  it.each([
    ['', 'direct'],
    ['https://www.eaudheure-immo.be/fr/a-vendre/', 'internal'],
    ['https://eaudheure-immo.be/nl/', 'internal'],
    ['https://www.google.be/', 'search'],
    ['https://www.google.co.uk/search?q=maison', 'search'],
    ['https://news.google.com/', 'search'],
    ['https://duckduckgo.com/', 'search'],
    ['https://l.facebook.com/l.php?u=x', 'social'],
    ['https://t.co/abc', 'social'],
    ['https://www.immoweb.be/fr/annonce/maison/a-vendre/mettet/5640/123', 'portal'],
    ['https://www.example.org/blog', 'other'],
    ['https://notgoogle.com/', 'other'],
    ['not a url', 'other'],
    // Webmail, before search: mail.google.com is Gmail, not Google's search.
    ['https://mail.google.com/', 'email'],
    ['android-app://com.google.android.gm/', 'email'],
    ['https://outlook.live.com/mail/0/inbox', 'email'],
    ['https://outlook.office.com/', 'email'],
    ['https://outlook.office365.com/owa/', 'email'],
    ['https://mail.yahoo.com/d/folders/1', 'email'],
    ['https://mail.proton.me/u/0/inbox', 'email'],
    ['https://webmail.proximus.be/', 'email'],
    ['https://mail.telenet.be/', 'email'],
    ['https://search.yahoo.com/', 'search'],
    ['https://www.hotmail-tips.example/', 'other'],
    ['https://email.example.org/', 'other'],
  ])('%s → %s', (referrer, expected) => {
    expect(classifyReferrer(referrer, own, REFERRER_HOSTS)).toBe(expected);
  });

  it.each([
    ['', '?utm_source=immo&utm_medium=email&utm_campaign=avril', 'email'],
    ['', '?utm_medium=E-mail', 'email'],
    ['', '?utm_source=newsletter', 'email'],
    ['https://www.google.be/', '?utm_medium=email', 'email'],
    ['', '?utm_medium=emailing', 'direct'],
    ['', '?utm_medium=social&utm_source=facebook', 'direct'],
    ['', '?x_utm_medium=email', 'direct'],
    ['https://www.google.be/', '?utm_source=newsletters', 'search'],
    ['https://www.google.be/', '', 'search'],
    ['', undefined, 'direct'],
    // Our own pages win over every tag: a visitor who came by e-mail and clicked on is internal.
    ['https://www.eaudheure-immo.be/fr/a-vendre/', '?utm_medium=email', 'internal'],
  ])('referrer %j landing on %j → %s', (referrer, search, expected) => {
    expect(classifyReferrer(referrer, own, REFERRER_HOSTS, search)).toBe(expected);
  });

  it("puts 'email' among the sources, and 'other' last", () => {
    expect(REFERRER_CLASSES).toContain('email');
    expect(REFERRER_CLASSES.at(-1)).toBe('other');
  });

  it('runs the same when inlined as source, as the beacon does', () => {
    const inlined = new Function(`return (${inlineSource(classifyReferrer)})`)() as typeof classifyReferrer;
    expect(inlineSource(classifyReferrer)).not.toContain('\n');
    for (const [referrer, expected] of [
      ['https://www.bing.com/', 'search'],
      ['https://www.eaudheure-immo.be/fr/', 'internal'],
      ['https://www.zimmo.be/nl/', 'portal'],
      ['', 'direct'],
      ['https://mail.google.com/', 'email'],
    ] as const)
      expect(inlined(referrer, own, REFERRER_HOSTS)).toBe(expected);
    expect(inlined('', own, REFERRER_HOSTS, '?utm_medium=email')).toBe('email');
    expect(inlined('https://www.eaudheure-immo.be/fr/', own, REFERRER_HOSTS, '?utm_medium=email')).toBe('internal');
    const preview = new Function(`return (${inlineSource(isPreview)})`)() as typeof isPreview;
    expect(preview('/fr/', '?preview')).toBe(true);
  });
});

describe('the page-view body', () => {
  it('takes a property id, a language and a referrer class, and nothing else', () => {
    expect(pageViewSchema.safeParse({ propertyId: '4100265', language: 'fr', referrer: 'search' }).success).toBe(true);
    expect(pageViewSchema.safeParse({ propertyId: null, language: 'de', referrer: 'direct' }).success).toBe(true);
    for (const body of [
      { propertyId: null, language: 'fr', referrer: 'direct', url: 'https://x/?email=a@b.c' },
      { propertyId: 'abc', language: 'fr', referrer: 'direct' },
      { propertyId: null, language: 'es', referrer: 'direct' },
      { propertyId: null, language: 'fr', referrer: 'https://www.google.be/' },
    ])
      expect(pageViewSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('what the configuration sets and allows', () => {
  const ids = trackingSchema.parse({ analyticsId: 'G-ABC1234', adsId: 'AW-1234567', socialPixelId: '1234567890' });

  it('asks for nothing and allows no outside host without ids', () => {
    expect(needsConsent(noIds, defaults)).toBe(false);
    // Strictly necessary: the consent choice and the remembered language (§7).
    expect(cookiesOf(noIds, defaults, 'Agency').map((c) => c.name)).toEqual([CONSENT_COOKIE, LANGUAGE_COOKIE]);
    expect(tagOrigins(noIds)).toEqual({ script: [], connect: [], image: [] });
  });

  it("lists each tag's cookies in its category, and allows its hosts, when its id is set", () => {
    expect(needsConsent(ids, defaults)).toBe(true);
    expect(optionalCategories(ids, defaults)).toEqual(['analytics', 'marketing', 'social']);
    expect(cookiesOf(ids, defaults, 'Agency').map((c) => `${c.category}:${c.name}`)).toEqual([
      'necessary:cc_cookie',
      'necessary:vitrine_lang',
      'analytics:_ga',
      'analytics:_ga_ABC1234',
      'marketing:_gcl_au',
      'social:_fbp',
    ]);
    const csp = cspDirectives({
      scriptHashes: [],
      imageOrigins: [],
      mediaOrigins: [],
      ...(({ script, connect }) => ({ scriptOrigins: script, connectOrigins: connect }))(tagOrigins(ids)),
    });
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    );
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']));
  });

  it("a pixel alone allows only Meta's hosts", () => {
    const pixel = trackingSchema.parse({ socialPixelId: '1234567890' });
    expect(tagOrigins(pixel)).toEqual({
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com'],
      image: ['https://www.facebook.com'],
    });
  });

  it('an unclassified cookie of the configuration makes the dialog ask', () => {
    const consent = consentSchema.parse({
      cookies: [{ category: 'unclassified', name: 'x', provider: 'Y', purpose: { fr: 'p' }, duration: { fr: '1 jour' } }],
    });
    expect(optionalCategories(noIds, consent)).toEqual(['unclassified']);
  });

  it('refuses malformed ids', () => {
    expect(trackingSchema.safeParse({ analyticsId: 'UA-1234-1' }).success).toBe(false);
    expect(trackingSchema.safeParse({ tagManagerId: 'GTM-<script>' }).success).toBe(false);
    expect(trackingSchema.safeParse({ socialPixelId: 'abc' }).success).toBe(false);
  });
});

describe("the beacon's rate limit", () => {
  it('counts hits per key and aligned window, then forgets the window', async () => {
    const counter = memoryWindowCounter(1000);
    const hits = async (key: string, now: number) => (await counter.hit(key, now)).hits;
    expect([await hits('a', 0), await hits('a', 10), await hits('a', 20), await hits('b', 20)]).toEqual([1, 2, 3, 1]);
    expect(await counter.hit('a', 1000)).toEqual({ hits: 1, resetInMs: 1000 });
    expect(await counter.hit('a', 1999)).toEqual({ hits: 2, resetInMs: 1 });
  });
});
