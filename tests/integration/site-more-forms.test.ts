/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_LINK_PATH,
  FORM_MESSAGES,
  FORM_SUCCESS,
  type FormKind,
  type FormMessage,
  formatEuro,
  type Language,
  LOGIN_FAILED,
  PAGE_PATHS,
  PAGE_VIEW_PATH,
  type Property,
  sectionOfGoal,
  type VisitSlot,
} from '../../schema/index.js';
import { saveOwner, setPasswordHash } from '../../server/owner/accounts.js';
import { hashPassword } from '../../server/owner/passwords.js';
import { secretOf } from '../../server/submissions/secrets.js';
import { rentFigures } from '../../site/pages/property/rent-figures.js';
import { TEST_SLOTS } from '../support/api-server.js';
import { seriousViolations } from '../support/axe.js';
import { launchChromium } from '../support/browser.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { loopbackVisitor } from '../support/loopback-visitor.js';
import { startSite } from '../support/site-server.js';
import { buildSiteSample, openPage, properties, SITE_SAMPLE, storedBodies, thanksPage } from './site-sample.js';

// The remaining visitor forms of the sample's site (site-sample.ts) in Chromium, in French and Dutch,
// and the owner portal.

const DIST = SITE_SAMPLE.site;
const data = SITE_SAMPLE.data;

beforeAll(buildSiteSample, 300_000);

describe('the remaining visitor forms in Chromium (fr, nl)', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;
  const start = new Date(Date.now() + 4 * 86_400_000);
  start.setUTCHours(13, 0, 0, 0);
  const slot: VisitSlot = {
    id: 'afternoon',
    propertyId: 4100004,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    capacity: 10,
  };
  beforeAll(async () => {
    site = await startSite(DIST, { slots: [slot] });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const thanks = (language: Language, kind: FormKind) => thanksPage(site.base, language, kind);
  const stored = (kind: FormKind, text: string) => storedBodies(site.db, kind, text);
  const open = (path: string) => openPage(browser, `${site.base}${path}`);

  /** Submits the empty form and reads each field's message (the slot under the field). */
  async function emptyMessages(form: Locator, fields: string[]) {
    await form.locator('button[type="submit"]').click();
    await form.locator('[data-summary]:not([hidden])').waitFor();
    const shown: Record<string, string | null> = {};
    for (const field of fields) shown[field] = await form.locator(`[data-error-for="${field}"]`).textContent();
    return shown;
  }
  const expected = (language: Language, fields: Record<string, FormMessage>) =>
    Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, FORM_MESSAGES[language][key]]));

  async function fillPerson(form: Locator, email: string) {
    await form.locator('[name="title"]').selectOption('mr');
    await form.locator('[name="firstName"]').fill('Bart');
    await form.locator('[name="lastName"]').fill('Peeters');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill('0476 98 76 54');
  }
  const PERSON: Record<string, FormMessage> = {
    title: 'titleRequired',
    firstName: 'firstNameRequired',
    lastName: 'lastNameRequired',
    email: 'emailInvalid',
    phone: 'phoneRequired',
  };

  it.each(['fr', 'nl'] as const)(
    "%s: every other form, sent empty, shows §5's message by each field (valuation, demand register, the property's forms, newsletter)",
    async (language) => {
      const property = (await properties(language)).find((p) => p.status === 'active') as Property;
      const withPrivacy = (fields: Record<string, FormMessage>) => ({ ...fields, acceptPrivacy: 'privacyRequired' as const });
      const { phone: _phone, ...personWithoutPhone } = PERSON;
      const cases: [string, string, Record<string, FormMessage>][] = [
        [
          PAGE_PATHS.valuation[language],
          'valuation',
          withPrivacy({
            ...PERSON,
            street: 'valuationAddressRequired',
            zip: 'zipRequired',
            city: 'cityRequired',
            propertyType: 'propertyTypeRequired',
            // The valuation is for selling or letting: its own words, not the search's "buy or rent".
            goal: 'sellGoalRequired',
          }),
        ],
        [
          PAGE_PATHS.demandRegister[language],
          'demand-register',
          withPrivacy({
            ...personWithoutPhone,
            goal: 'goalRequired',
            propertyTypes: 'propertyTypeRequired',
            zones: 'zoneRequired',
          }),
        ],
        [property.url, 'contact-me', withPrivacy(PERSON)],
        [
          `${property.url}#send-to-friend`,
          'send-to-friend',
          withPrivacy({
            firstName: 'firstNameRequired',
            lastName: 'lastNameRequired',
            email: 'emailInvalid',
            friendEmail: 'friendEmailInvalid',
          }),
        ],
        [`${property.url}#documents`, 'document-request', withPrivacy(PERSON)],
        [PAGE_PATHS.contact[language], 'newsletter', withPrivacy({ email: 'emailInvalid' })],
      ];
      const { context, page, errors } = await open('/');
      for (const [path, kind, fields] of cases) {
        await page.goto(`${site.base}${path}`);
        const form = page.locator(`form[data-form-kind="${kind}"]`);
        expect(await emptyMessages(form, Object.keys(fields)), kind).toEqual(expected(language, fields));
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['fr', 'nl'] as const)(
    '%s: a rental takes applications with the figures of §5 in its confirmations, and the pets field shows when ticked',
    async (language) => {
      const rental = (await properties(language)).find(
        (p) => p.status === 'active' && sectionOfGoal(p.goal) === 'rent' && rentFigures(p) !== null,
      ) as Property;
      const figures = rentFigures(rental) as NonNullable<ReturnType<typeof rentFigures>>;
      const { context, page, errors } = await open(`${rental.url}#rent-application`);
      const form = page.locator('form[data-form-kind="rent-application"]');
      expect(await form.locator('[data-field="confirmIncome"] label').textContent()).toContain(formatEuro(figures.minimumIncome));
      expect(await form.locator('[data-field="confirmSigning"] label').textContent()).toContain(
        formatEuro(figures.dueAtSigning.total),
      );
      if (figures.maximumPeople !== null)
        expect(await form.locator('[data-field="confirmPeople"] label').textContent()).toContain(String(figures.maximumPeople));
      // The pets' details show only once the box is ticked.
      await expect.poll(() => form.locator('[data-field="petsDetails"]').isHidden()).toBe(true);
      expect(
        await emptyMessages(form, [
          ...Object.keys(PERSON),
          'adults',
          'movingDate',
          'incomePerson1',
          'confirmIncome',
          'confirmPeople',
          'confirmDescription',
          'confirmSigning',
          'acceptPrivacy',
        ]),
      ).toEqual(
        expected(language, {
          ...PERSON,
          adults: 'numberInvalid',
          movingDate: 'dateInvalid',
          incomePerson1: 'numberInvalid',
          confirmIncome: 'confirmationRequired',
          confirmPeople: 'confirmationRequired',
          confirmDescription: 'confirmationRequired',
          confirmSigning: 'confirmationRequired',
          acceptPrivacy: 'privacyRequired',
        }),
      );
      const email = `rent.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await fillPerson(form, email);
      await form.locator('[name="adults"]').fill('2');
      await form.locator('[name="kids"]').fill('1');
      await form.locator('[name="pets"]').check();
      await form.locator('[name="petsDetails"]').waitFor({ state: 'visible' });
      await form.locator('[name="petsDetails"]').fill('Een oude kat');
      await form.locator('[name="movingDate"]').fill('2027-03-01');
      await form.locator('[name="incomePerson1"]').fill('2900');
      for (const box of ['confirmIncome', 'confirmPeople', 'confirmDescription', 'confirmSigning', 'acceptPrivacy'])
        await form.locator(`[name="${box}"]`).check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'rent-application'));
      expect((await stored('rent-application', email))[0]).toMatchObject({
        propertyId: rental.id,
        adults: 2,
        kids: 1,
        pets: true,
        petsDetails: 'Een oude kat',
        movingDate: '2027-03-01',
        incomePerson1: 2900,
        confirmSigning: true,
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('nl: a property for sale takes a written offer (§3 Offer form) with its 10 % deposit worked out; fr has none', async () => {
    const sale = (await properties('nl')).find((p) => p.status === 'active' && sectionOfGoal(p.goal) === 'sale') as Property;
    const { context, page, errors } = await open(`${sale.url}#offer`);
    const form = page.locator('form[data-form-kind="offer"]');
    const amount = form.locator('[name="amount"]');
    await amount.fill('245000');
    await expect.poll(() => form.locator('[data-deposit-of="amount"]').textContent()).toContain('€ 24.500');
    // A screen reader hears the deposit with the amount's field: the hint describes the input.
    const describedBy = (await amount.getAttribute('aria-describedby'))?.split(' ') ?? [];
    const hintId = await form
      .locator('.field-hint')
      .filter({ has: page.locator('[data-deposit-of="amount"]') })
      .getAttribute('id');
    expect(hintId).toBeTruthy();
    expect(describedBy).toContain(hintId);
    await amount.fill('');
    // Buyer B only when the visitor says so.
    expect(await form.locator('[data-field="personB"]').isHidden()).toBe(true);
    expect(
      await emptyMessages(form, [
        'personA.title',
        'personA.firstName',
        'personA.lastName',
        'personA.street',
        'personA.zip',
        'personA.city',
        'email',
        'phone',
        'amount',
        'amountWords',
        'startDate',
        'endDate',
        'place',
        'signDate',
        'depositConfirmed',
      ]),
    ).toEqual(
      expected('nl', {
        'personA.title': 'titleRequired',
        'personA.firstName': 'firstNameRequired',
        'personA.lastName': 'lastNameRequired',
        'personA.street': 'addressRequired',
        'personA.zip': 'zipRequired',
        'personA.city': 'cityRequired',
        email: 'emailInvalid',
        phone: 'phoneRequired',
        amount: 'amountRequired',
        amountWords: 'amountWordsRequired',
        startDate: 'startDateInvalid',
        endDate: 'endDateInvalid',
        place: 'placeRequired',
        signDate: 'dateInvalid',
        depositConfirmed: 'depositRequired',
      }),
    );
    expect(await seriousViolations(page, '#offer')).toEqual([]);

    const email = `bod.${randomUUID().slice(0, 8)}@example.test`;
    await form.locator('[name="personA.title"]').selectOption('mr');
    await form.locator('[name="personA.firstName"]').fill('Bart');
    await form.locator('[name="personA.lastName"]').fill('Peeters');
    await form.locator('[name="personA.street"]').fill('Kerkstraat 4');
    await form.locator('[name="personA.zip"]').fill('5640');
    await form.locator('[name="personA.city"]').fill('Mettet');
    await form.locator('[name="withPersonB"]').check();
    await form.locator('[name="personB.lastName"]').waitFor({ state: 'visible' });
    await form.locator('[name="personB.title"]').selectOption('ms');
    await form.locator('[name="personB.firstName"]').fill('An');
    await form.locator('[name="personB.lastName"]').fill('Janssens');
    await form.locator('[name="personB.street"]').fill('Kerkstraat 4');
    await form.locator('[name="personB.zip"]').fill('5640');
    await form.locator('[name="personB.city"]').fill('Mettet');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill('0476 98 76 54');
    await amount.fill('240000');
    await form.locator('[name="amountWords"]').fill('tweehonderdveertigduizend euro');
    await form.locator('[name="startDate"]').fill('2026-12-01');
    await form.locator('[name="endDate"]').fill('2026-12-15');
    await form.locator('[name="place"]').fill('Mettet');
    await form.locator('[name="signDate"]').fill('2026-12-01');
    await form.locator('[name="depositConfirmed"]').check();
    await form.locator('[name="acceptPrivacy"]').check();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(thanks('nl', 'offer'));
    expect((await stored('offer', email))[0]).toMatchObject({
      propertyId: sale.id,
      amount: 240000,
      personA: { lastName: 'Peeters', zip: '5640' },
      personB: { firstName: 'An', lastName: 'Janssens' },
    });
    expect(errors).toEqual([]);
    // §1: the offer is Dutch only.
    const fr = (await properties('fr')).find((p) => p.id === sale.id) as Property;
    await page.goto(`${site.base}${fr.url}`);
    expect(await page.locator('#offer, form[data-form-kind="offer"]').count()).toBe(0);
    await context.close();
  });

  it.each(['fr', 'nl'] as const)('%s: the services page takes a testimonial', async (language) => {
    const { context, page, errors } = await open(PAGE_PATHS.services[language]);
    const form = page.locator('form[data-form-kind="testimonial"]');
    expect(await emptyMessages(form, ['name', 'rating', 'text', 'acceptPrivacy'])).toEqual(
      expected(language, {
        name: 'nameRequired',
        rating: 'ratingRequired',
        text: 'messageRequired',
        acceptPrivacy: 'privacyRequired',
      }),
    );
    const tag = randomUUID().slice(0, 8);
    await form.locator('[name="name"]').fill(`Famille Dubois ${tag}`);
    await form.locator('[name="city"]').fill('Florennes');
    await form.locator('[name="rating"][value="4"]').check();
    await form.locator('[name="text"]').fill('Une vente menée sans accroc, merci !');
    await form.locator('[name="acceptPrivacy"]').check();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(thanks(language, 'testimonial'));
    expect((await stored('testimonial', tag))[0]).toMatchObject({ rating: 4, city: 'Florennes', language });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['fr', 'nl'] as const)(
    '%s: the team page takes a job application with a CV, refusing a wrong type and a file over 5 MB',
    async (language) => {
      const { context, page, errors } = await open(PAGE_PATHS.team[language]);
      const form = page.locator('form[data-form-kind="job-contact"]');
      expect(await emptyMessages(form, Object.keys(PERSON))).toEqual(expected(language, PERSON));
      const email = `job.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await fillPerson(form, email);
      await form.locator('[name="acceptPrivacy"]').check();
      const cv = form.locator('[name="cv"]');
      const submit = form.locator('button[type="submit"]');
      const message = form.locator('[data-error-for="cv"]');
      await cv.setInputFiles({ name: 'cv.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
      await submit.click();
      await expect.poll(() => message.textContent()).toBe(FORM_MESSAGES[language].fileType);
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) });
      await submit.click();
      await expect.poll(() => message.textContent()).toBe(FORM_MESSAGES[language].fileTooLarge);
      const pdf = Buffer.from('%PDF-1.4\n% curriculum vitae\n');
      await cv.setInputFiles({ name: 'cv-bart.pdf', mimeType: 'application/pdf', buffer: pdf });
      await submit.click();
      await page.waitForURL(thanks(language, 'job-contact'));
      expect((await stored('job-contact', email))[0]?.cv).toEqual({
        name: 'cv-bart.pdf',
        type: 'application/pdf',
        size: pdf.length,
        data: pdf.toString('base64'),
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('fr: each project takes a contact-construction request', async () => {
    const project = (JSON.parse(await readFile(join(data, 'fr', 'projects.json'), 'utf8')) as { id: number }[])[0];
    expect(project).toBeDefined();
    const { context, page, errors } = await open(`${PAGE_PATHS.projects.fr}?id=${project?.id}`);
    await page.locator(`#contact-${project?.id} summary`).click();
    const form = page.locator(`#construction-form-${project?.id}`);
    expect(await emptyMessages(form, Object.keys(PERSON))).toEqual(expected('fr', PERSON));
    const email = `projet.${randomUUID().slice(0, 8)}@example.test`;
    await fillPerson(form, email);
    await form.locator('[name="acceptPrivacy"]').check();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(thanks('fr', 'contact-construction'));
    expect((await stored('contact-construction', email))[0]).toMatchObject({ projectId: project?.id });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['fr', 'nl'] as const)(
    "%s: a visit request lands on its thank-you page, and a slot is booked on the property's page",
    async (language) => {
      const property = (await properties(language)).find((p) => p.id === slot.propertyId) as Property;
      const { context, page, errors } = await open(`${property.url}#visit`);
      const visit = page.locator('form[data-form-kind="visit-request"]');
      expect(await emptyMessages(visit, Object.keys(PERSON))).toEqual(expected(language, PERSON));
      const email = `visite.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await fillPerson(visit, email);
      await visit.locator('[name="preferredDates"]').fill('Zaterdagochtend');
      await visit.locator('[name="acceptPrivacy"]').check();
      await visit.locator('button[type="submit"]').click();
      await page.waitForURL(thanks(language, 'visit-request'));
      expect((await stored('visit-request', email))[0]).toMatchObject({
        propertyId: property.id,
        preferredDates: 'Zaterdagochtend',
      });

      await page.goto(`${site.base}${property.url}`);
      const booking = page.locator('#appointment-form');
      await booking.locator(`input[value="${slot.id}"]`).waitFor();
      expect(await emptyMessages(booking, ['slotId', ...Object.keys(PERSON)])).toEqual(
        expected(language, { slotId: 'slotRequired', ...PERSON }),
      );
      await booking.locator(`input[value="${slot.id}"]`).check();
      await fillPerson(booking, email);
      await booking.locator('[name="acceptPrivacy"]').check();
      await booking.locator('button[type="submit"]').click();
      // With the booking's number and its calendar file's key in the query (issue 46).
      await page.waitForURL(
        (url) => `${url.origin}${url.pathname}` === thanks(language, 'appointment') && url.searchParams.has('key'),
      );
      expect(await stored('appointment', email)).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['fr', 'nl'] as const)(
    "%s: the search alert's e-mail link unsubscribes on its page (§8), and a link without its token says so",
    async (language) => {
      // A search alert through the API, as the demand-register form sends it; its token is in the e-mail's link.
      const body = validBody('demand-register', language);
      const email = String(body.email);
      const alert = { ...body, captcha: await solvedCaptcha(site.base) };
      const response = await fetch(`${site.base}/api/forms/demand-register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(alert),
      });
      expect(response.status).toBe(201);
      // No mail goes out from this server: the e-mail's secret is still in the payload (submissions/secrets.ts).
      const token = String(secretOf((await stored('demand-register', email))[0], 'visitor', 'alertToken'));
      const path = PAGE_PATHS.unsubscribe[language];

      const { context, page, errors } = await open(`${path}?email=${encodeURIComponent(email)}`);
      expect(await page.locator('[data-query-missing="token"]').isVisible()).toBe(true);
      expect(await page.locator('#unsubscribe-form [name="email"]').inputValue()).toBe(email);

      await page.goto(`${site.base}${path}?${new URLSearchParams({ email: email, token })}`);
      expect(await page.locator('[data-query-missing="token"]').isHidden()).toBe(true);
      await page.locator('#unsubscribe-form button[type="submit"]').click();
      await expect
        .poll(() => page.locator('#unsubscribe-form [data-status]').textContent())
        .toBe(FORM_SUCCESS[language].unsubscribed);
      expect(await stored('unsubscribe', token)).toHaveLength(1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

// Issue 14 in Chromium: the owner logs in on the built login page of their language, reads the
// figures, the 30-day graph and the calendar visits; a wrong password shows §8's words; axe has no
// serious or critical violation; a phone's 375 px never scroll sideways.
describe('the owner portal in Chromium (fr, nl)', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;
  const PASSWORD = 'glycine-sur-la-facade-9';
  const owned = [4100004, 4100005];
  beforeAll(async () => {
    site = await startSite(DIST, { ownersData: data, slots: TEST_SLOTS });
    browser = await launchChromium();
    const owner = await saveOwner(site.db, {
      email: 'claire@example.test',
      name: 'Claire Lambert',
      language: 'fr',
      propertyIds: owned,
    });
    await setPasswordHash(site.db, owner.id, await hashPassword(PASSWORD));
    // Three views today from a search engine, one from a portal; a visit booked through our form.
    // Four visitors (one visitor's views of a property count once in half an hour).
    for (const [i, referrer] of ['search', 'search', 'search', 'portal'].entries()) {
      const view = { propertyId: String(owned[0]), language: 'fr', referrer };
      const visitor = loopbackVisitor(21 + i);
      const sent = await visitor.fetch(`${site.base}${PAGE_VIEW_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(view),
      });
      await visitor.close();
      expect(sent.status).toBe(204);
    }
    const booking = { ...validBody('appointment', 'fr'), lastName: 'Visiteuse', captcha: await solvedCaptcha(site.base) };
    const booked = await fetch(`${site.base}/api/forms/appointment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(booking),
    });
    expect(booked.status).toBe(201);
    // The owner sees confirmed visits only (finding 3): the visitor confirms by the e-mail's link. No
    // mail goes out from this server: the link's token is still in the payload (submissions/secrets.ts).
    const { id } = (await booked.json()) as { id: number };
    const row = await site.db.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirstOrThrow();
    const token = String(secretOf(JSON.parse(row.payload), 'visitor', 'bookingToken'));
    const confirmed = await fetch(`${site.base}${BOOKING_LINK_PATH}${id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(await confirmed.text()).toContain('data-outcome="confirmed"');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function logIn(page: Page, language: Language, password: string) {
    await page.goto(`${site.base}${PAGE_PATHS.login[language]}`);
    await page.locator('#owner-login-email').fill('claire@example.test');
    await page.locator('#owner-login-password').fill(password);
    await Promise.all([page.waitForLoadState('load'), page.locator('.owner-login form button[type="submit"]').first().click()]);
  }

  it.each(['fr', 'nl'] as const)(
    '%s: logs in and reads the figures, the graph and the calendar visits',
    async (language) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await logIn(page, language, PASSWORD);
      await page.locator('.owner-dashboard').waitFor();
      expect(page.url()).toBe(`${site.base}${PAGE_PATHS.login[language]}`);
      expect(await page.locator('.owner-property').count()).toBe(owned.length);
      const first = page.locator('.owner-property').first();
      // Today's column of the views table: 4 in all, 3 from search engines.
      const views = first.locator('table.owner-views');
      expect(await views.locator('tr.owner-views-total').textContent()).toContain('4');
      const graph = first.locator('svg.owner-graph[role="img"]');
      expect(await graph.getAttribute('aria-label')).toMatch(/4/);
      expect(await first.locator('.owner-graph-table tbody tr').count()).toBe(30);
      expect(await first.locator('table.owner-calendar').textContent()).toContain('Amélie V.');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await context.close();
    },
    60_000,
  );

  it.each(['fr', 'nl'] as const)(
    "%s: a wrong password shows §8's words, and the login form again",
    async (language) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await logIn(page, language, 'pas-le-bon-mot-de-passe');
      expect(await page.locator('#owner-login-error').textContent()).toBe(LOGIN_FAILED[language]);
      expect(await page.locator('.owner-dashboard').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await context.close();
    },
    60_000,
  );
});
