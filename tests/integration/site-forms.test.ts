/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_TIME_SLOT_HOURS,
  FORM_ERRORS,
  FORM_MESSAGES,
  FORM_SUCCESS,
  type FormKind,
  type FormMessage,
  type Language,
  NO_DOCUMENTS,
  PAGE_PATHS,
  type Property,
  type VisitSlot,
} from '../../schema/index.js';
import { FORMS_READY_ATTRIBUTE } from '../../site/client/events.js';
import { siteConfig } from '../../site/site-config.js';
import { seriousViolations } from '../support/axe.js';
import { launchChromium } from '../support/browser.js';
import { calendarOf } from '../support/ical.js';
import { startSite } from '../support/site-server.js';
import { buildSiteSample, openPage, properties, SITE_SAMPLE, storedBodies, thanksPage } from './site-sample.js';

// The visitor forms of the sample's site (site-sample.ts) in Chromium, in French and Dutch, and the
// booking of a visit: what the visitor sees, what the outbox holds.

const DIST = SITE_SAMPLE.site;
const _data = SITE_SAMPLE.data;

beforeAll(buildSiteSample, 300_000);

describe('the visitor forms in Chromium (fr, nl)', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;
  beforeAll(async () => {
    // No mail: accepted submissions wait in the outbox, which is all these tests look at.
    site = await startSite(DIST);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const CONTACT: Record<'fr' | 'nl', string> = { fr: '/fr/contact/', nl: '/nl/contact/' };
  const thanks = (language: Language, kind: FormKind) => thanksPage(site.base, language, kind);
  const stored = (kind: FormKind, text: string) => storedBodies(site.db, kind, text);
  const open = (path: string) => openPage(browser, `${site.base}${path}`);

  async function fillPerson(form: Locator, email: string, phone = true) {
    await form.locator('[name="title"]').selectOption('ms');
    await form.locator('[name="firstName"]').fill('Amélie');
    await form.locator('[name="lastName"]').fill('Lambotte');
    await form.locator('[name="email"]').fill(email);
    if (phone) await form.locator('[name="phone"]').fill('0475 12 34 56');
  }

  const EMPTY_CONTACT_FIELDS: [string, FormMessage][] = [
    ['title', 'titleRequired'],
    ['firstName', 'firstNameRequired'],
    ['lastName', 'lastNameRequired'],
    ['email', 'emailInvalid'],
    ['phone', 'phoneRequired'],
  ];

  it.each(['fr', 'nl'] as const)(
    '%s: the empty contact form shows each message of §5 by its field, the texts the server gives',
    async (language) => {
      const { context, page, errors } = await open(CONTACT[language]);
      const form = page.locator('form[data-form-kind="site-contact"]');
      await form.locator('button[type="submit"]').click();
      // The check runs once its chunk is in (fetched on the first focus).
      await form.locator('[data-summary]:not([hidden])').waitFor();
      if (language === 'fr')
        expect(EMPTY_CONTACT_FIELDS.map(([, key]) => FORM_MESSAGES.fr[key])).toEqual([
          "Vous n'avez pas selectionné votre titre",
          "Vous n'avez pas saisi votre prénom",
          "Vous n'avez pas saisi votre nom",
          'Votre adresse mail est invalide',
          "Vous n'avez pas saisi votre téléphone",
        ]);
      for (const [field, key] of EMPTY_CONTACT_FIELDS) {
        const control = form.locator(`[name="${field}"]`);
        const slot = page.locator(`#${await control.getAttribute('aria-describedby')}`);
        expect(await slot.textContent(), field).toBe(FORM_MESSAGES[language][key]);
        expect(await control.getAttribute('aria-invalid'), field).toBe('true');
      }
      // The first invalid field has the focus; the summary lists the messages.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
      expect(await form.locator('[data-summary]').textContent()).toContain(FORM_MESSAGES[language].titleRequired);
      // The server answers the same empty form with the same texts.
      const response = await fetch(`${site.base}/api/forms/site-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language, idempotencyKey: randomUUID() }),
      });
      expect(response.status).toBe(400);
      const { errors: server } = (await response.json()) as { errors: Record<string, string> };
      for (const [field, key] of EMPTY_CONTACT_FIELDS) expect(server[field], field).toBe(FORM_MESSAGES[language][key]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['fr', 'nl'] as const)(
    '%s: a valid contact form lands on its thank-you page, stored once despite a double click',
    async (language) => {
      const { context, page, errors } = await open(CONTACT[language]);
      const form = page.locator('form[data-form-kind="site-contact"]');
      const email = `contact.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await fillPerson(form, email);
      await form.locator('[name="message"]').fill('Bonjour, pouvez-vous me rappeler ?');
      await form.locator('[name="acceptPrivacy"]').check();
      await form.locator('button[type="submit"]').dblclick();
      await page.waitForURL(thanks(language, 'site-contact'));
      expect(page.url()).toBe(`${site.base}${language === 'fr' ? '/fr/merci/site-contact/' : '/nl/bedankt/site-contact/'}`);
      const rows = await stored('site-contact', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        language,
        title: 'ms',
        acceptPrivacy: true,
        newsletter: false,
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['fr', 'nl'] as const)(
    '%s: the valuation and demand-register forms land on their thank-you pages',
    async (language) => {
      const valuationPath = PAGE_PATHS.valuation[language];
      const { context, page, errors } = await open(valuationPath);
      const valuation = page.locator('form[data-form-kind="valuation"]');
      const email = `valuation.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await fillPerson(valuation, email);
      await valuation.locator('[name="street"]').fill('Rue de la Station 12');
      await valuation.locator('[name="zip"]').fill('6120');
      await valuation.locator('[name="city"]').fill('Nalinnes');
      await valuation.locator('[name="propertyType"]').selectOption({ index: 1 });
      await valuation.locator('[name="goal"][value="sell"]').check();
      await valuation.locator('[name="acceptPrivacy"]').check();
      await valuation.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'valuation'));
      expect((await stored('valuation', email))[0]).toMatchObject({ goal: 'sell', zip: '6120' });

      await page.goto(`${site.base}${PAGE_PATHS.demandRegister[language]}`);
      const demand = page.locator('form[data-form-kind="demand-register"]');
      // Nothing chosen: the messages of a type and a zone (§5 Dutch catalogue) by their groups.
      await demand.locator('button[type="submit"]').click();
      await demand.locator('[data-summary]:not([hidden])').waitFor();
      expect(await demand.locator('[data-error-for="propertyTypes"]').textContent()).toBe(
        FORM_MESSAGES[language].propertyTypeRequired,
      );
      expect(await demand.locator('[data-error-for="zones"]').textContent()).toBe(FORM_MESSAGES[language].zoneRequired);
      const demandEmail = `demand.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await fillPerson(demand, demandEmail, false);
      await demand.locator('[name="goal"][value="buy"]').check();
      await demand.locator('[name="propertyTypes"]').first().check();
      await demand.locator('[name="zones"]').nth(1).check();
      await demand.locator('[name="budgetMax"]').fill('300000');
      await demand.locator('[name="acceptPrivacy"]').check();
      await demand.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'demand-register'));
      const body = (await stored('demand-register', demandEmail))[0];
      expect(body).toMatchObject({
        goal: 'buy',
        budgetMax: 300000,
        propertyTypes: [expect.any(Number)],
        zones: [expect.any(String)],
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['fr', 'nl'] as const)(
    "%s: the property page's contact-me, send-to-friend and document-request forms land on their thank-you pages",
    async (language) => {
      // An active property with no document online: the documents request says §8's "Aucun document trouvé".
      const property = (await properties(language)).find((p) => p.status === 'active' && p.documents.length === 0) as Property;
      const tag = randomUUID().slice(0, 8);
      const { context, page, errors } = await open(property.url);

      const contactMe = page.locator('form[data-form-kind="contact-me"]');
      await fillPerson(contactMe, `me.${tag}@example.test`);
      // §9 slots in the page's language: the Dutch middle slot starts at 13:00.
      expect(
        await contactMe
          .locator('[name="contactTimes"]')
          .evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent?.trim())),
      ).toEqual(
        ['morning', 'early-afternoon', 'late-afternoon'].map((slot) => CONTACT_TIME_SLOT_HOURS[slot as 'morning'][language]),
      );
      await contactMe.locator('[name="contactTimes"][value="late-afternoon"]').check();
      await contactMe.locator('[name="acceptPrivacy"]').check();
      await contactMe.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'contact-me'));
      expect((await stored('contact-me', `me.${tag}@`))[0]).toMatchObject({
        propertyId: property.id,
        propertyUrl: property.url,
        contactTimes: ['late-afternoon'],
      });

      await page.goto(`${site.base}${property.url}#send-to-friend`);
      const friend = page.locator('form[data-form-kind="send-to-friend"]');
      await friend.locator('[name="firstName"]').fill('Amélie');
      await friend.locator('[name="lastName"]').fill('Lambotte');
      await friend.locator('[name="email"]').fill(`friend-sender.${tag}@example.test`);
      await friend.locator('[name="friendEmail"]').fill('nope');
      await friend.locator('[name="acceptPrivacy"]').check();
      await friend.locator('button[type="submit"]').click();
      await expect
        .poll(() => friend.locator('[data-error-for="friendEmail"]').textContent())
        .toBe(FORM_MESSAGES[language].friendEmailInvalid);
      await friend.locator('[name="friendEmail"]').fill(`friend.${tag}@example.test`);
      await friend.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'send-to-friend'));
      expect(await stored('send-to-friend', `friend.${tag}@`)).toHaveLength(1);
      // §8's own success text, not the thanks for a message to the agency.
      expect(await page.locator('.feedback p').first().textContent()).toBe(FORM_SUCCESS[language].friendSent);

      await page.goto(`${site.base}${property.url}`);
      await page.locator('#documents summary').click();
      expect(await page.locator('#documents .no-documents').textContent()).toBe(NO_DOCUMENTS[language]);
      const documents = page.locator('form[data-form-kind="document-request"]');
      await fillPerson(documents, `docs.${tag}@example.test`);
      await documents.locator('[name="acceptPrivacy"]').check();
      await documents.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'document-request'));
      expect(await stored('document-request', `docs.${tag}@`)).toHaveLength(1);
      expect(await page.locator('.feedback p').first().textContent()).toBe(FORM_SUCCESS[language].documentsSoon);

      // The same request again: §8's refusal, in the page's language, and the form as it was.
      await page.goto(`${site.base}${property.url}#documents`);
      await fillPerson(documents, `docs.${tag}@example.test`);
      await documents.locator('[name="acceptPrivacy"]').check();
      await documents.locator('button[type="submit"]').click();
      await expect
        .poll(() => documents.locator('[data-status]').textContent())
        .toBe(FORM_ERRORS[language].documentsAlreadyRequested);
      expect(await documents.locator('[name="email"]').inputValue()).toBe(`docs.${tag}@example.test`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("fetches the property page's forms script once the page has loaded, and sends a submit that came before it", async () => {
    const property = (await properties('fr')).find((p) => p.status === 'active') as Property;
    // On its own, the script comes after the load event: the page's photo does not wait for it.
    const first = await open(property.url);
    await first.page.waitForFunction((name) => document.documentElement.hasAttribute(name), FORMS_READY_ATTRIBUTE);
    const timing = await first.page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      forms: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/scripts\/forms\.[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.forms).toHaveLength(1);
    expect(timing.forms[0]).toBeGreaterThanOrEqual(timing.loaded);
    expect(first.errors).toEqual([]);
    await first.context.close();

    // A visitor quicker than the script: the submit waits for it, then goes once.
    const { context, page, errors } = await open('/');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = new Promise<void>((resolve) => {
      void page.route(/\/assets\/scripts\/forms\.[^/]+\.js$/, async (route) => {
        resolve();
        await released;
        await route.continue();
      });
    });
    await page.goto(`${site.base}${property.url}`);
    const tag = randomUUID().slice(0, 8);
    const contactMe = page.locator('form[data-form-kind="contact-me"]');
    await fillPerson(contactMe, `early.${tag}@example.test`);
    await contactMe.locator('[name="acceptPrivacy"]').check();
    await asked;
    await contactMe.locator('button[type="submit"]').click();
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), FORMS_READY_ATTRIBUTE)).toBe(false);
    release();
    await page.waitForURL(thanks('fr', 'contact-me'));
    expect(await stored('contact-me', `early.${tag}@`)).toHaveLength(1);

    // A link to one of the forms opens its disclosure as the page is parsed, not when the script comes.
    await page.unroute(/\/assets\/scripts\/forms\.[^/]+\.js$/);
    await page.route(/\/assets\/scripts\/forms\.[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${site.base}${property.url}#visit`);
    expect(await page.evaluate(() => (document.getElementById('visit') as HTMLDetailsElement).open)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['fr', 'nl'] as const)(
    '%s: with the API unreachable, the §8 API error shows and every typed value stays',
    async (language) => {
      const { context, page } = await open(CONTACT[language]);
      await context.route('**/api/**', (route) => route.abort());
      const form = page.locator('form[data-form-kind="site-contact"]');
      await fillPerson(form, 'still.here@example.test');
      await form.locator('[name="message"]').fill(`Mon message tapé avec soin (${language})`);
      await form.locator('[name="acceptPrivacy"]').check();
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.locator('[data-status]').textContent()).toBe(FORM_ERRORS[language].apiError);
      expect(page.url()).toBe(`${site.base}${CONTACT[language]}`);
      expect(await form.locator('[name="title"]').inputValue()).toBe('ms');
      expect(await form.locator('[name="email"]').inputValue()).toBe('still.here@example.test');
      expect(await form.locator('[name="message"]').inputValue()).toBe(`Mon message tapé avec soin (${language})`);
      expect(await form.locator('[name="acceptPrivacy"]').isChecked()).toBe(true);
      // The API back: the same form goes through with nothing retyped.
      await context.unroute('**/api/**');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'site-contact'));
      expect(await stored('site-contact', `Mon message tapé avec soin (${language})`)).toHaveLength(1);
      await context.close();
    },
  );

  it.each(['fr', 'nl'] as const)(
    '%s: a testimonial that cannot be sent says §8\'s "Getuigenis NIET verstuurd!"',
    async (language) => {
      const { context, page } = await open(PAGE_PATHS.services[language]);
      await context.route('**/api/**', (route) => route.abort());
      const form = page.locator('form[data-form-kind="testimonial"]');
      await form.locator('[name="name"]').fill('Amélie L.');
      await form.locator(`[name="rating"][value="5"]`).check();
      await form.locator('[name="text"]').fill(`Une agence attentive (${language})`);
      await form.locator('[name="acceptPrivacy"]').check();
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.locator('[data-status]').textContent()).toBe(FORM_ERRORS[language].testimonialFailed);
      expect(await form.locator('[name="text"]').inputValue()).toBe(`Une agence attentive (${language})`);
      await context.close();
    },
  );

  it.each([
    ['fr', '/fr/equipe/'],
    ['nl', '/nl/contact/'],
  ] as const)(
    '%s: the footer signs up to the newsletter from %s, its script fetched on the first focus',
    async (language, path) => {
      const { context, page, errors } = await open(path);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      const form = page.locator('#newsletter-form');
      const email = `news.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="acceptPrivacy"]').check();
      await expect.poll(() => requests.some((r) => /^\/assets\/scripts\/check\./.test(r))).toBe(true);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'newsletter'));
      expect(await stored('newsletter', email)).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('has no serious or critical axe violation on the contact page with the errors shown, and a noscript note', async () => {
    const { context, page } = await open('/fr/contact/');
    await page.locator('form[data-form-kind="site-contact"] button[type="submit"]').click();
    await page.locator('[data-summary]:not([hidden])').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    const page2 = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page2.goto(`${site.base}/fr/contact/`);
    expect(await page2.locator('#site-contact-form .form-noscript').textContent()).toContain(siteConfig().agency.email);
    await page2.context().close();
  });
});

// §2 appointment plugin in Chromium: the property page lists the slots the server gives, books
// one, and the last seat of a slot goes to one visitor only.
describe('booking a visit in Chromium', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 3_600_000);
  const slots: VisitSlot[] = [
    { id: 'roomy', propertyId: 4100004, start: start.toISOString(), end: end.toISOString(), capacity: 5 },
    {
      id: 'last-seat',
      propertyId: 4100004,
      start: end.toISOString(),
      end: new Date(end.getTime() + 3_600_000).toISOString(),
      capacity: 1,
    },
  ];
  beforeAll(async () => {
    site = await startSite(DIST, { slots });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function fillAndChoose(page: Page, slotId: string, n: number) {
    const form = page.locator('#appointment-form');
    await form.locator(`input[name="slotId"][value="${slotId}"]`).check();
    await form.locator('select[name="title"]').selectOption('ms');
    await form.locator('input[name="firstName"]').fill('Amélie');
    await form.locator('input[name="lastName"]').fill(`Visiteuse ${n}`);
    await form.locator('input[name="email"]').fill(`visite.${n}@example.test`);
    await form.locator('input[name="phone"]').fill('0475 12 34 56');
    await form.locator('input[name="acceptPrivacy"]').check();
  }

  it('books a slot (held until confirmed) and refuses the last seat to the second visitor', async () => {
    const property = (await properties('fr')).find((p) => p.id === 4100004) as Property;
    const context = await browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(`${site.base}${property.url}`);
      await page.locator('#appointment-form input[value="last-seat"]').waitFor();
    }
    expect(await first.locator('#appointment-form .slot-list').textContent()).toMatch(/1 place/);
    await fillAndChoose(first, 'last-seat', 1);
    await first.locator('#appointment-form button[type="submit"]').click();
    await first.waitForURL(/\/fr\/merci\/contact-appointment\/\?visit=\d+&key=[\w-]+$/);
    const booked = await site.db.selectFrom('bookings').selectAll().where('slot_id', '=', 'last-seat').execute();
    expect(booked).toHaveLength(1);
    // Issue 46: the thank-you page offers the visit's calendar file, a valid iCalendar in Brussels time.
    const link = first.locator('[data-visit-calendar] a');
    await link.waitFor({ state: 'visible' });
    const [download] = await Promise.all([first.waitForEvent('download'), link.click()]);
    const file = calendarOf(await readFile(await download.path(), 'utf8'));
    const brussels = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels', dateStyle: 'short', timeStyle: 'medium' });
    expect(file).toMatchObject({ zone: 'Europe/Brussels', hasZone: true, status: 'TENTATIVE', start: slots[1]?.start });
    expect(file.local).toBe(brussels.format(new Date(slots[1]?.start ?? '')).replace(' ', 'T'));
    expect(file.uid).toMatch(new RegExp(`^visit-${booked[0]?.submission_id}@`));

    // The second visitor opened the page before: the seat looked free; the server says it is not.
    await fillAndChoose(second, 'last-seat', 2);
    await second.locator('#appointment-form button[type="submit"]').click();
    await expect
      .poll(() => second.locator('#appointment-form [data-status]').textContent())
      .toBe('Les rendez-vous sont complets');
    expect(second.url()).toContain(property.url);
    expect(await site.db.selectFrom('bookings').selectAll().where('slot_id', '=', 'last-seat').execute()).toHaveLength(1);

    // A fresh page shows the slot as full, and the roomy one still bookable.
    await second.reload();
    await second.locator('#appointment-form input[value="last-seat"]').waitFor();
    expect(await second.locator('#appointment-form input[value="last-seat"]').isDisabled()).toBe(true);
    expect(await second.locator('#appointment-form input[value="roomy"]').isDisabled()).toBe(false);
    await context.close();
  }, 60_000);
});
