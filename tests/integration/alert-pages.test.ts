/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_API,
  ALERT_PAGE_QUERY,
  type AlertView,
  FORM_SUCCESS,
  type Language,
  PAGE_PATHS,
  SECTION_PATHS,
} from '../../schema/index.js';
import { configuredSlots } from '../../server/api/appointments.js';
import { createServer } from '../../server/create-server.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { RESOURCES } from '../../site/locales/i18n.js';
import { siteConfig } from '../../site/site-config.js';
import { testMail } from '../support/api-server.js';
import { seriousViolations } from '../support/axe.js';
import { launchChromium } from '../support/browser.js';
import { sharedSampleBuild } from '../support/sample-build.js';
import { startSmtpServer } from '../support/smtp-server.js';

// Issue 17, the site side of search alerts, in Chromium (fr, nl) on the sample built once: a filtered
// list saves its search (the form fetched only then, the confirmation in place), the confirmation
// e-mail arrives at a real SMTP server on 127.0.0.1, and its link opens the alert page, which
// confirms, changes and stops the alert through the real API and store. The build goes beside dist/
// (--out), so other builds may run at the same time.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof createServer>>;
let db: Db;
let base: string;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-alert-pages-'));
  const { site } = await sharedSampleBuild();
  smtp = await startSmtpServer();
  db = await openDatabase(join(dir, 'vitrine.db'));
  server = await createServer({
    siteDir: site,
    api: {
      db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 200, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
      mail: testMail(smtp.port),
      outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
      appointments: configuredSlots([]),
    },
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await db?.destroy();
  await smtp?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A page in a fresh browser context, its script errors and the scripts it fetched collected. */
async function open(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${base}${path}`);
  return { context, page, errors, scripts };
}

/** The stored bodies of the save-search submissions to this address. */
async function savedSearches(email: string) {
  const rows = await db.selectFrom('submissions').select('payload').where('kind', '=', 'save-search').execute();
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>).filter((body) => body.email === email);
}

/** The first e-mail to this address, once the outbox has delivered it. */
async function mailTo(email: string) {
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The alert as the API gives it. */
async function viewOf(alert: string, token: string): Promise<AlertView> {
  return (await (await fetch(`${base}${ALERT_API.view}${alert}?token=${encodeURIComponent(token)}`)).json()) as AlertView;
}

const pageText = (language: Language) => RESOURCES[language].alerts.page;

/** Per language: the list, the filter the visitor chooses in its form, and what the alert must hold. */
const CASES = {
  fr: {
    filters: { type: '1', city: 'Philippeville|5600' },
    criteria: { goal: 'buy', propertyTypes: [1], zones: ['Philippeville'] },
    listUrl: `${SECTION_PATHS.sale.fr}?city=Philippeville%7C5600&type=1`,
    frequency: 'weekly',
  },
  nl: {
    filters: { type: '2', max: '250000' },
    criteria: { goal: 'buy', propertyTypes: [2], zones: [], budgetMax: 250_000 },
    listUrl: `${SECTION_PATHS.sale.nl}?type=2&max=250000`,
    frequency: 'instant',
  },
} as const;

/** Chooses the case's filters in the list's own form, waiting for each to show. */
async function filterList(page: Page, filters: Record<string, string>) {
  await page.locator('[data-list-filters] summary').click();
  const form = page.locator('[data-list-filters] form');
  for (const [name, value] of Object.entries(filters)) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((e) => e.tagName)) === 'SELECT') await control.selectOption(value);
    else {
      await control.fill(value);
      await control.press('Enter');
    }
    await page.waitForURL(new RegExp(`[?&]${name}=`));
  }
  await page.locator('.list:not([aria-busy])').waitFor();
}

describe('save this search, then its alert page (fr, nl)', () => {
  it.each(['fr', 'nl'] as const)(
    '%s: a filtered list saves its search; the e-mail link confirms, changes and stops the alert',
    async (language) => {
      const c = CASES[language];
      const texts = RESOURCES[language].alerts;
      const { context, page, errors, scripts } = await open(SECTION_PATHS.sale[language]);
      const block = page.locator('[data-save-search]');
      // Not on an unfiltered list.
      expect(await block.isHidden()).toBe(true);
      await filterList(page, c.filters);
      await block.waitFor();
      // The form's code comes when the visitor reaches for it, not with the list.
      expect(scripts.filter((s) => s.includes('save-search'))).toEqual([]);
      await block.locator('summary').click();
      const form = block.locator('form');
      await form.locator('[name="email"]').waitFor();
      await page.waitForFunction(() => (document.querySelector('[data-save-criteria]')?.textContent ?? '') !== '');
      expect(scripts.filter((s) => s.includes('save-search'))).toHaveLength(1);
      expect(await seriousViolations(page)).toEqual([]);

      // Sent empty: the messages by their fields, nothing stored.
      await form.locator('button[type="submit"]').click();
      await form.locator('[data-summary]:not([hidden])').waitFor();
      const email = `alert.${language}.${randomUUID().slice(0, 8)}@example.test`;
      await form.locator('[name="email"]').fill(email);
      await form.locator(`[name="frequency"][value="${c.frequency}"]`).check();
      await form.locator('[name="acceptPrivacy"]').check();
      await form.locator('button[type="submit"]').click();
      const done = block.locator('[data-save-done]');
      await done.waitFor();
      expect(await done.textContent()).toBe(texts.save.done);
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-save-done'))).toBe(true);
      expect(await form.isHidden()).toBe(true);
      // The visitor stayed on the list.
      expect(new URL(page.url()).pathname).toBe(SECTION_PATHS.sale[language]);
      const stored = await savedSearches(email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ language, frequency: c.frequency, acceptPrivacy: true, listUrl: c.listUrl });
      expect(stored[0]?.criteria).toEqual(c.criteria);
      expect(errors).toEqual([]);
      await context.close();

      // The confirmation e-mail's link opens the alert page; nothing changed by opening it.
      const mail = await mailTo(email);
      const link = /https?:\/\/\S+?[?&]alert=\d+\S*/.exec(mail.parsed.text ?? '')?.[0];
      expect(link, mail.parsed.text).toBeTruthy();
      const url = new URL(link as string);
      expect(url.pathname).toBe(PAGE_PATHS.alert[language]);
      const alert = url.searchParams.get('alert') as string;
      const token = url.searchParams.get('token') as string;
      const alertPage = await open(`${url.pathname}${url.search}`);
      const p = alertPage.page;
      const confirm = p.locator('[data-alert-action="confirm"]');
      await confirm.waitFor();
      expect((await viewOf(alert, token)).state).toBe('unconfirmed');
      expect(await p.locator('[data-alert-recipient]').textContent()).toMatch(/•/);
      expect(await seriousViolations(p)).toEqual([]);

      await confirm.click();
      const status = p.locator('[data-alert-status]');
      await p.locator('[data-alert-manage]').waitFor();
      expect(await status.textContent()).toBe(pageText(language).confirmed);
      expect((await viewOf(alert, token)).state).toBe('active');
      // The criteria form shows the alert as saved.
      const manage = p.locator('[data-alert-manage] form');
      expect(await manage.locator('[name="criteria.goal"][value="buy"]').isChecked()).toBe(true);
      expect(await manage.locator(`[name="criteria.propertyTypes"][value="${c.criteria.propertyTypes[0]}"]`).isChecked()).toBe(
        true,
      );
      expect(await manage.locator(`[name="frequency"][value="${c.frequency}"]`).isChecked()).toBe(true);
      if (c.criteria.zones.length > 0)
        expect(await manage.locator(`[name="criteria.zones"][value="${c.criteria.zones[0]}"]`).isChecked()).toBe(true);
      expect(await seriousViolations(p)).toEqual([]);

      // A daily digest and a minimum area instead.
      await manage.locator('[name="frequency"][value="daily"]').check();
      await manage.locator('[name="criteria.minArea"]').fill('90');
      await manage.locator('button[type="submit"]').click();
      await p.waitForFunction(
        (saved) => document.querySelector('[data-alert-manage] [data-status]')?.textContent === saved,
        pageText(language).saved,
      );
      const changed = await viewOf(alert, token);
      expect(changed.frequency).toBe('daily');
      expect(changed.criteria).toMatchObject({ ...c.criteria, minArea: 90 });

      if (language === 'fr') {
        // The e-mails' "unsubscribe" link opens the same page with its stop button first.
        const query = new URLSearchParams({ ...Object.fromEntries(url.searchParams), [ALERT_PAGE_QUERY.unsubscribe]: '1' });
        query.delete(ALERT_PAGE_QUERY.confirm);
        await p.goto(`${base}${url.pathname}?${query}`);
        await p.locator('[data-alert-stop]').waitFor();
        const stopFirst = await p.evaluate(() => {
          const stop = document.querySelector('[data-alert-stop]');
          const manage = document.querySelector('[data-alert-manage]');
          return Boolean(stop && manage && stop.compareDocumentPosition(manage) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        expect(stopFirst).toBe(true);
      }
      // Stopped: §8's text from the server, and the page says so when opened again.
      await p.locator('[data-alert-action="unsubscribe"]').click();
      await p.waitForFunction(
        (text) => document.querySelector('[data-alert-status]')?.textContent === text,
        FORM_SUCCESS[language].unsubscribed,
      );
      expect(await p.locator('[data-alert-manage]').isHidden()).toBe(true);
      expect((await viewOf(alert, token)).state).toBe('unsubscribed');
      await p.reload();
      await p.waitForFunction(
        (text) => document.querySelector('[data-alert-status]')?.textContent === text,
        pageText(language).stopped,
      );
      expect(alertPage.errors).toEqual([]);
      await alertPage.context.close();
    },
    60_000,
  );
});

describe('the alert page without a working link', () => {
  const phone = siteConfig().agency.phone;

  it('says what it is for without a link, and without scripts', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page, errors } = await open(PAGE_PATHS.alert.fr, { javaScriptEnabled });
      expect(await page.locator('[data-alert-intro]').textContent()).toBe(pageText('fr').intro);
      expect(await page.locator('.alert-page').textContent()).toContain(phone);
      expect(await page.locator('[data-alert-manage]').isHidden()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("gives the server's sentence for a wrong link (nl), and says when the server cannot be reached (fr)", async () => {
    const wrong = await open(`${PAGE_PATHS.alert.nl}?alert=999999&token=${'x'.repeat(32)}`);
    const expected = (await (await fetch(`${base}${ALERT_API.view}999999?token=${'x'.repeat(32)}&language=nl`)).json()) as {
      message: string;
    };
    expect(expected.message).toMatch(/\S/);
    await wrong.page.waitForFunction(
      (text) => document.querySelector('[data-alert-status]')?.textContent === text,
      expected.message,
    );
    expect(await wrong.page.locator('[data-alert-confirm]').isHidden()).toBe(true);
    await wrong.context.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    // The agency's server down: the connection to its API is refused.
    await page.route('**/api/alerts/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${base}${PAGE_PATHS.alert.fr}?alert=1&token=${'x'.repeat(32)}&confirm=1`);
    await page.waitForFunction(() => document.querySelector('[data-alert-status]')?.classList.contains('error'));
    const said = await page.locator('[data-alert-status]').textContent();
    expect(said).toContain(phone);
    expect(said).toContain(siteConfig().agency.email);
    await context.close();
  });
});

describe('the demand register asks for the living area and the frequency', () => {
  it('fr: sends them with the rest', async () => {
    const { context, page, errors } = await open(PAGE_PATHS.demandRegister.fr);
    const form = page.locator('form[data-form-kind="demand-register"]');
    // Daily, the schema's default, is ticked from the start.
    expect(await form.locator('[name="frequency"][value="daily"]').isChecked()).toBe(true);
    const email = `demand.${randomUUID().slice(0, 8)}@example.test`;
    await form.locator('[name="title"]').selectOption('ms');
    await form.locator('[name="firstName"]').fill('Amélie');
    await form.locator('[name="lastName"]').fill('Lambotte');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="goal"][value="rent"]').check();
    await form.locator('[name="propertyTypes"]').first().check();
    await form.locator('[name="zones"]').first().check();
    await form.locator('[name="minArea"]').fill('85');
    await form.locator('[name="frequency"][value="instant"]').check();
    await form.locator('[name="acceptPrivacy"]').check();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/fr\/merci\/demand-register\/$/);
    const rows = await db.selectFrom('submissions').select('payload').where('kind', '=', 'demand-register').execute();
    const body = rows.map((row) => JSON.parse(row.payload)).find((b) => b.email === email);
    expect(body).toMatchObject({ goal: 'rent', minArea: 85, frequency: 'instant' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
